import { db, inTransaction, type DbClient } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { inSchoolsOf, requireSchool } from "@/lib/auth/scope";
import { toClassJson } from "@/lib/schools/contract-json";
import type { CreateClassInput, ListClassesQuery } from "@/lib/schools/classes.schema";
import { SUBJECT_SEPARATOR } from "@/lib/schools/subject-list.shared";

/** What a class entry (a subject taught in a class) shows: lib/schools/contract-json.ts#toClassJson. */
export const classEntryInclude = {
  subject: { select: { id: true, name: true } },
  class: {
    include: {
      school: { select: { id: true, name: true, yearStartMonth: true } },
      _count: { select: { students: true } },
    },
  },
  teachers: { select: { userId: true } },
} as const;

export const classEntryOrder = [
  { class: { school: { name: "asc" } } },
  { class: { className: "asc" } },
  { subject: { name: "asc" } },
] as const;

/**
 * The subjects taught in the classes of the actor's schools (all for an admin), optionally of one
 * school: the original client's class list (docs/api-contract.md#classes).
 */
export async function listClasses(actor: Actor, query: ListClassesQuery = {}) {
  const entries = await db.classSubject.findMany({
    where: { ...inSchoolsOf(actor), ...(query.schoolId ? { schoolId: query.schoolId } : {}) },
    include: classEntryInclude,
    orderBy: [...classEntryOrder],
  });
  return entries.map(toClassJson);
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
 * Creates a class in one of the actor's schools with its first subject, or, when the school has a class
 * of that name, adds the subject to it (the original client creates "P6 A - Mathematics" and then "P6 A -
 * Science" for the same children). The subject is created on the school when new (Subject is unique per
 * school and name); a teacher who adds it teaches it. A class's first subject takes the class's id
 * (prisma/schema.prisma#ClassSubject). Used by the attendance screen and the admin dashboard.
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
      const existing = await tx.class.findUnique({
        where: { schoolId_className: { schoolId: school.id, className: input.className } },
        select: { id: true },
      });
      const klass =
        existing ??
        (await tx.class.create({
          data: {
            schoolId: school.id,
            className: input.className,
            classRoom: input.classRoom,
            classCredit: input.classCredit ?? null,
            createdById: actor.id,
          },
          select: { id: true },
        }));
      return tx.classSubject.create({
        data: {
          ...(existing ? {} : { id: klass.id }),
          classId: klass.id,
          subjectId: subject.id,
          schoolId: school.id,
          ...(isAdmin(actor) ? {} : { teachers: { create: { userId: actor.id } } }),
        },
        include: classEntryInclude,
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

/** The names of the subjects taught in a class, in name order, as one text ("English, Mathematics"). */
export async function classSubjectNames(classId: string, client: DbClient = db) {
  const taught = await client.classSubject.findMany({
    where: { classId },
    select: { subject: { select: { name: true } } },
    orderBy: { subject: { name: "asc" } },
  });
  return taught.map((entry) => entry.subject.name).join(SUBJECT_SEPARATOR);
}

/**
 * classSubjectNames in SQL: the subjects taught in the class whose id is `classId` (a column), as one
 * text, for the statements that list classes with their subjects ("" for a class with none): a
 * correlated subquery over ClassSubject's (classId, subjectId) index, a few rows per class.
 */
export const classSubjectsSql = (classId: Prisma.Sql) => Prisma.sql`coalesce((
  SELECT string_agg(sub.name, ${SUBJECT_SEPARATOR} ORDER BY sub.name)
  FROM "ClassSubject" cs JOIN "Subject" sub ON sub.id = cs."subjectId" WHERE cs."classId" = ${classId}), '')`;
