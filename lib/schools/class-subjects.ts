// A class's subjects and who teaches them (docs/design.md#classes-and-subjects), and the classes a
// migration could not merge, listed for the school's head.
import { db, inTransaction, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/problems/api-error";
import { inSchoolsOf, requireClass, requireSchool } from "@/lib/auth/scope";
import { toClassJson } from "@/lib/schools/contract-json";
import { classEntryInclude } from "@/lib/schools/classes";
import { MAX_SUBJECT_TEACHERS } from "@/lib/schools/classes.schema";

/** GET /api/classes/{id}/subjects: the class a reference names, with every subject taught in it. */
export async function getClassSubjects(actor: Actor, ref: string) {
  const klass = await requireClass(actor, ref);
  const taught = await db.classSubject.findMany({
    where: { classId: klass.id },
    select: {
      id: true,
      subject: { select: { id: true, name: true } },
      teachers: { select: { user: { select: { id: true, username: true } } }, orderBy: { user: { username: "asc" } } },
    },
    orderBy: { subject: { name: "asc" } },
  });
  return {
    class: { _id: klass.id, className: klass.className, classRoom: klass.classRoom, schoolId: klass.schoolId },
    subjects: taught.map((entry) => ({
      _id: entry.id,
      subjectId: entry.subject.id,
      subjectName: entry.subject.name,
      teachers: entry.teachers.map(({ user }) => ({ _id: user.id, username: user.username })),
    })),
  };
}

/**
 * PUT /api/classes/{id}/teachers: who teaches one subject of a class (an admin's choice; head teachers
 * with the education tree, issue 47). Each must be a teacher who is a member of the class's school;
 * the list replaces the one before, in one transaction.
 */
export async function setSubjectTeachers(actor: Actor, entryId: string, teacherIds: string[], client: DbClient = db) {
  const entry = await client.classSubject.findFirst({
    where: { id: entryId, ...inSchoolsOf(actor) },
    select: { id: true, schoolId: true },
  });
  if (!entry) throw notFound("class-not-found");
  const wanted = [...new Set(teacherIds)];
  if (wanted.length > MAX_SUBJECT_TEACHERS) throw problem("subject-teachers-too-many", { max: MAX_SUBJECT_TEACHERS });
  const members = await client.schoolMembership.count({
    where: { schoolId: entry.schoolId, userId: { in: wanted }, user: { role: "teacher", active: true } },
  });
  if (members !== wanted.length) throw problem("teacher-not-member");
  const updated = await inTransaction(client, async (tx) => {
    await tx.classSubjectTeacher.deleteMany({ where: { classSubjectId: entry.id, userId: { notIn: wanted } } });
    await tx.classSubjectTeacher.createMany({
      data: wanted.map((userId) => ({ classSubjectId: entry.id, userId })),
      skipDuplicates: true,
    });
    return tx.classSubject.findUniqueOrThrow({ where: { id: entry.id }, include: classEntryInclude });
  });
  return toClassJson(updated);
}

/**
 * GET /api/schools/{id}/class-reviews: groups of the school's classes that share a name but not their
 * children, which the move to classes with many subjects left apart (prisma/migrations/
 * 20261202183701_classes_hold_subjects): the head merges or renames them by hand.
 */
export async function listClassReviews(actor: Actor, schoolId: string) {
  await requireSchool(actor, schoolId);
  const reviews = await db.classMergeReview.findMany({ where: { schoolId }, orderBy: { className: "asc" } });
  const classes = await db.class.findMany({
    where: { id: { in: reviews.flatMap((review) => review.classIds) } },
    select: {
      id: true,
      className: true,
      _count: { select: { students: true } },
      subjects: { select: { subject: { select: { name: true } } }, orderBy: { subject: { name: "asc" } } },
    },
  });
  const byId = new Map(classes.map((klass) => [klass.id, klass]));
  return reviews.map((review) => ({
    _id: review.id,
    className: review.className,
    reason: review.reason,
    // A class deleted since is no longer to review.
    classes: review.classIds.flatMap((id) => {
      const klass = byId.get(id);
      if (!klass) return [];
      const subjectName = klass.subjects.map((entry) => entry.subject.name).join(", ");
      return [{ _id: klass.id, className: klass.className, subjectName, students: klass._count.students }];
    }),
    createdAt: review.createdAt.toISOString(),
  }));
}
