import { db, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/problems/api-error";
import { inSchoolsOf, requireClass, requireStudent } from "@/lib/auth/scope";
import { toStudentJson, type StudentWithRefs } from "@/lib/schools/contract-json";
import {
  checkGuardians,
  requireGuardianEditor,
  saveGuardians,
  seesGuardianContacts,
  toGuardianJson,
} from "@/lib/schools/guardians";
import { fromIsoDay, toIsoDay } from "@/lib/days";
import { phoneRegionOf } from "@/lib/schools/phone.schema";
import type { GuardiansBody } from "@/lib/schools/guardians.schema";
import { afterLast, readList, streamList, type StreamedList } from "@/lib/platform/list-stream";
import type { Payload } from "@/lib/platform/payload";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CreateStudentInput, ListStudentsQuery, UpdateStudentInput } from "@/lib/schools/students.schema";

const studentInclude = {
  class: { select: { id: true, className: true } },
  school: { select: { name: true } },
} as const;

/**
 * The students of the actor's schools (all for an admin), optionally of one class (404 when not
 * theirs) or school, by name, as a list read batch by batch (admins may hold tens of thousands).
 */
async function studentsList(actor: Actor, query: ListStudentsQuery): Promise<StreamedList<StudentWithRefs>> {
  // Asking for another teacher's class is 404, like every other read of that class.
  const klass = query.classId ? await requireClass(actor, query.classId) : null;
  const where: Prisma.StudentWhereInput = {
    ...inSchoolsOf(actor),
    ...(klass ? { classId: klass.id } : {}),
    ...(query.schoolId ? { schoolId: query.schoolId } : {}),
  };
  // Keyset order: name, then id, ascending. The count runs beside the first batch (lib/platform/list-stream.ts).
  return {
    total: db.student.count({ where }),
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
  };
}

/** GET /api/students (and its class and admin twins): every student up to LIST_CAP, streamed. */
export async function listStudents(actor: Actor, query: ListStudentsQuery = {}): Promise<Payload> {
  return streamList(await studentsList(actor, query));
}

/** The same students as values, for the screen that shows them first (lib/attendance/screen-data.ts). */
export async function readStudents(actor: Actor, query: ListStudentsQuery): Promise<unknown[]> {
  return readList(await studentsList(actor, query));
}

/**
 * Adds a student to a class of the actor's schools; the school is the class's. Used by the
 * attendance screen and the admin dashboard.
 */
export async function createStudent(actor: Actor, input: CreateStudentInput, client: DbClient = db) {
  const klass = await requireClass(actor, input.classId, client);
  if (input.schoolId && input.schoolId !== klass.schoolId) throw problem("class-or-student-invalid");
  const student = await client.student.create({
    data: { studentName: input.studentName, classId: klass.id, schoolId: klass.schoolId, createdById: actor.id },
    include: studentInclude,
  });
  return toStudentJson(student);
}

/**
 * One student of the actor's schools with the profile and guardians (docs/api-contract.md#shapes):
 * the list's shape plus `dateOfBirth`, `gender`, `studentCode` and `guardians`, whose phones and
 * e-mails a mentor sees masked (lib/schools/guardians.ts).
 */
export async function getStudent(actor: Actor, studentId: string) {
  const student = await db.student.findFirst({
    where: { id: studentId, ...inSchoolsOf(actor) },
    include: { ...studentInclude, guardians: { orderBy: { position: "asc" } } },
  });
  if (!student) throw notFound("student-not-found");
  return {
    ...toStudentJson(student),
    dateOfBirth: student.dateOfBirth ? toIsoDay(student.dateOfBirth) : null,
    gender: student.gender,
    studentCode: student.studentCode,
    guardians: student.guardians.map((guardian) => toGuardianJson(guardian, actor)),
    /** Whether the caller may change the guardians (mentors may not): the screens show an editor or a list. */
    canEditGuardians: seesGuardianContacts(actor),
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Renames a student, moves them to another class of the actor's schools, and/or changes the profile
 * (null clears a field); answers GET /api/students/{id}'s shape.
 */
export async function updateStudent(actor: Actor, studentId: string, input: UpdateStudentInput) {
  const student = await requireStudent(actor, studentId);
  const moved = input.classId && input.classId !== student.classId ? await requireClass(actor, input.classId) : null;
  const klass = moved?.id === student.classId ? null : moved;
  try {
    await db.student.update({
      where: { id: student.id },
      data: {
        ...(input.studentName !== undefined ? { studentName: input.studentName } : {}),
        ...(klass ? { classId: klass.id, schoolId: klass.schoolId } : {}),
        ...(input.dateOfBirth !== undefined
          ? { dateOfBirth: input.dateOfBirth === null ? null : fromIsoDay(input.dateOfBirth) }
          : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.studentCode !== undefined ? { studentCode: input.studentCode } : {}),
      },
    });
  } catch (error) {
    // The only unique key a student's edit can meet: (school, studentCode).
    if (isUniqueViolation(error)) throw problem("student-code-taken");
    throw error;
  }
  return getStudent(actor, student.id);
}

/**
 * PUT /api/students/{id}/guardians: replaces the list (docs/product-spec.md#guardians). Every phone is
 * read in the student's school's way before anything is written; a bad one writes nothing.
 */
export async function replaceStudentGuardians(actor: Actor, studentId: string, body: GuardiansBody) {
  const student = await requireStudent(actor, studentId);
  requireGuardianEditor(actor);
  const school = await db.school.findUniqueOrThrow({ where: { id: student.schoolId }, select: { timeZone: true } });
  const guardians = checkGuardians(body.guardians, phoneRegionOf(school));
  await saveGuardians(student.id, guardians);
  return getStudent(actor, student.id);
}
