import { db, type DbClient } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { notFound } from "@/lib/problems/api-error";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Scoping by role (docs/design.md#convention-6): a teacher sees the schools they are a member of; an admin sees all.
 * A row outside the actor's scope is answered 404, never 403, so its existence is not revealed.
 */
export function schoolsOf(actor: Actor): Prisma.SchoolWhereInput {
  return isAdmin(actor) ? {} : { memberships: { some: { userId: actor.id } } };
}

/** `where` fragment for any model with a `school` relation (Class, Student, Attendance, Mark, LessonReport). */
export function inSchoolsOf(actor: Actor): { school?: Prisma.SchoolWhereInput } {
  return isAdmin(actor) ? {} : { school: schoolsOf(actor) };
}

/**
 * The same scope in raw SQL, for `sql(client)`: `column` (a `"schoolId"` column) is one of the actor's
 * schools; TRUE for an admin.
 */
export function inSchoolsOfSql(actor: Pick<Actor, "id" | "role">, column: Prisma.Sql): Prisma.Sql {
  return isAdmin(actor)
    ? Prisma.sql`TRUE`
    : Prisma.sql`${column} IN (SELECT "schoolId" FROM "SchoolMembership" WHERE "userId" = ${actor.id})`;
}

// Each `require…` reads in `client`: inside a write's transaction, the transaction itself (a second pool
// connection per request would let a crowd of writes wait on each other).
export async function requireSchool(actor: Actor, schoolId: string, client: DbClient = db) {
  const school = await client.school.findFirst({ where: { id: schoolId, ...schoolsOf(actor) } });
  if (!school) throw notFound("school-not-found");
  return school;
}

const classSelect = { school: { select: { id: true, name: true } } } as const;
const subjectSelect = { select: { id: true, name: true } } as const;

/**
 * The class a reference names, within the actor's schools. A reference is a class's id or the id of a
 * subject taught in it (the original client's "class", docs/api-contract.md#classes): either way the
 * class comes back, with `subject` the subject the reference names (null for a class's own id when its
 * first subject is gone). A class's first subject has the class's id, so the two readings agree.
 */
export async function requireClass(actor: Actor, ref: string, client: DbClient = db) {
  const entry = await client.classSubject.findFirst({
    where: { id: ref, ...inSchoolsOf(actor) },
    select: { id: true, subject: subjectSelect, class: { include: classSelect } },
  });
  if (entry) return { ...entry.class, subject: entry.subject, entryId: entry.id };
  const found = await client.class.findFirst({ where: { id: ref, ...inSchoolsOf(actor) }, include: classSelect });
  if (!found) throw notFound("class-not-found");
  return { ...found, subject: null, entryId: null };
}

/** requireClass's reading of a reference as a `where` on Class: the class `ref` names, either id. */
export const classOfRef = (ref: string): Prisma.ClassWhereInput => ({
  OR: [{ id: ref }, { subjects: { some: { id: ref } } }],
});

/**
 * requireClass's reading of a reference in SQL: the id of the class `ref` names (a class's own id, or
 * a subject entry's), for a statement that filters by class. One index lookup, planned once.
 */
export const classOfRefSql = (ref: string) =>
  Prisma.sql`coalesce((SELECT cs."classId" FROM "ClassSubject" cs WHERE cs.id = ${ref}), ${ref})`;

export async function requireStudent(actor: Actor, studentId: string, client: DbClient = db) {
  const student = await client.student.findFirst({ where: { id: studentId, ...inSchoolsOf(actor) } });
  if (!student) throw notFound("student-not-found");
  return student;
}
