import { db, inTransaction, type DbClient } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { inSchoolsOf, requireSchool } from "@/lib/auth/scope";
import { toClassJson } from "@/lib/schools/contract-json";
import type { CreateClassInput, ListClassesQuery } from "@/lib/schools/classes.schema";

export const classInclude = {
  subject: { select: { id: true, name: true } },
  school: { select: { id: true, name: true, yearStartMonth: true } },
  _count: { select: { students: true } },
} as const;

/** The classes of the actor's schools (all for an admin), optionally of one school. */
export async function listClasses(actor: Actor, query: ListClassesQuery = {}) {
  const classes = await db.class.findMany({
    where: { ...inSchoolsOf(actor), ...(query.schoolId ? { schoolId: query.schoolId } : {}) },
    include: classInclude,
    orderBy: [{ school: { name: "asc" } }, { className: "asc" }],
  });
  return classes.map(toClassJson);
}

/** An admin's class without a school: their primary school, else the oldest one (the first school in their list). */
async function defaultSchoolFor(actor: Actor, client: DbClient) {
  if (!isAdmin(actor)) throw problem("select-school");
  const user = await client.user.findUnique({ where: { id: actor.id }, select: { primarySchool: true } });
  const school =
    user?.primarySchool ?? (await client.school.findFirst({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] }));
  if (!school) throw problem("select-school");
  return school;
}

/**
 * Creates a class in one of the actor's schools; its subject is created on the school when new
 * (Subject is unique per school and name). Used by the attendance screen and the admin dashboard.
 */
export async function createClass(actor: Actor, input: CreateClassInput, client: DbClient = db) {
  const school = input.schoolId
    ? await requireSchool(actor, input.schoolId, client)
    : await defaultSchoolFor(actor, client);
  try {
    const created = await inTransaction(client, async (tx) => {
      const subject = await tx.subject.upsert({
        where: { schoolId_name: { schoolId: school.id, name: input.subjectName } },
        create: { schoolId: school.id, name: input.subjectName },
        update: {},
      });
      return tx.class.create({
        data: {
          schoolId: school.id,
          subjectId: subject.id,
          className: input.className,
          classRoom: input.classRoom,
          classCredit: input.classCredit ?? null,
          createdById: actor.id,
        },
        include: classInclude,
      });
    });
    return toClassJson(created);
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw problem("class-exists", {
        className: input.className,
        subjectName: input.subjectName,
        school: school.name,
      });
    }
    throw error;
  }
}
