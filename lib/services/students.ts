import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/http/api-error";
import { inSchoolsOf, requireClass, requireStudent } from "@/lib/services/scope";
import { toStudentJson } from "@/lib/services/json";
import { afterLast, streamList } from "@/lib/services/list-stream";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CreateStudentInput, ListStudentsQuery, UpdateStudentInput } from "@/lib/validation/students";

const studentInclude = {
  class: { select: { id: true, className: true } },
  school: { select: { name: true } },
} as const;

/**
 * The students of the actor's schools (all for an admin), optionally of one class (404 when not
 * theirs) or school, by name: every one up to LIST_CAP, streamed (admins may hold tens of thousands).
 */
export async function listStudents(actor: Actor, query: ListStudentsQuery = {}): Promise<Response> {
  // Asking for another teacher's class is 404, like every other read of that class.
  if (query.classId) await requireClass(actor, query.classId);
  const where: Prisma.StudentWhereInput = {
    ...inSchoolsOf(actor),
    ...(query.classId ? { classId: query.classId } : {}),
    ...(query.schoolId ? { schoolId: query.schoolId } : {}),
  };
  // The same streamList as the comments list, in this list's own keyset order (name, then id, ascending).
  return streamList({
    total: await db.student.count({ where }),
    batch: (last, limit) =>
      db.student.findMany({
        where: afterLast(where, last, (row) => ({
          OR: [{ studentName: { gt: row.studentName } }, { studentName: row.studentName, id: { gt: row.id } }],
        })),
        include: studentInclude,
        orderBy: [{ studentName: "asc" }, { id: "asc" }],
        take: limit,
      }),
    toJson: toStudentJson,
  });
}

/**
 * Adds a student to a class of the actor's schools; the school is the class's. Used by the
 * attendance screen and the admin dashboard.
 */
export async function createStudent(actor: Actor, input: CreateStudentInput) {
  const klass = await requireClass(actor, input.classId);
  if (input.schoolId && input.schoolId !== klass.schoolId) throw problem("class-or-student-invalid");
  const student = await db.student.create({
    data: { studentName: input.studentName, classId: klass.id, schoolId: klass.schoolId, createdById: actor.id },
    include: studentInclude,
  });
  return toStudentJson(student);
}

/** Renames a student and/or moves them to another class of the actor's schools. */
export async function updateStudent(actor: Actor, studentId: string, input: UpdateStudentInput) {
  const student = await requireStudent(actor, studentId);
  const klass = input.classId && input.classId !== student.classId ? await requireClass(actor, input.classId) : null;
  const updated = await db.student.update({
    where: { id: student.id },
    data: {
      ...(input.studentName !== undefined ? { studentName: input.studentName } : {}),
      ...(klass ? { classId: klass.id, schoolId: klass.schoolId } : {}),
    },
    include: studentInclude,
  });
  return toStudentJson(updated);
}
