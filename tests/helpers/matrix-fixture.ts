import { db } from "@/lib/db";
import { makeUser, unique, type TestUser } from "./api";

export type Who = "anonymous" | "teacherA" | "teacherB" | "admin" | "mentor";
/** The mentor belongs to teacher A's school: mentors use the teacher screens of their schools. */
export const WHO: Who[] = ["anonymous", "teacherB", "teacherA", "admin", "mentor"];

export interface SchoolSet {
  schoolId: string;
  subjectId: string;
  subjectName: string;
  classId: string;
  /** The class's subject as the original client names it (a ClassSubject id, not the class's). */
  entryId: string;
  className: string;
  studentIds: string[];
}

export interface MatrixFixture {
  users: Record<Exclude<Who, "anonymous">, TestUser>;
  /** Owned by teacher A: school, subject, class, students, one attendance record, one mark, one comment. */
  a: SchoolSet & { attendanceId: string; markId: string; commentId: string; interventionId: string };
  /** Teacher B's own school in another place. */
  b: SchoolSet;
  token(who: Who): string | null;
  /** A fresh mark owned by A (for DELETE cells that consume it). */
  newMark(): Promise<string>;
  /** A fresh attendance record owned by A on a distinct date. */
  newAttendance(): Promise<string>;
}

export const FIXTURE_DATE = "2026-03-02";

async function schoolFor(owner: TestUser, label: string): Promise<SchoolSet> {
  const school = await db.school.create({
    data: { name: unique(`${label} School`), createdById: owner.id, memberships: { create: { userId: owner.id } } },
  });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: unique(`${label}Subject`) } });
  const cls = await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: subject.id, schoolId: school.id } },
      className: unique(`${label}Class`),
      classRoom: "R1",
      createdById: owner.id,
    },
  });
  const students = await Promise.all(
    [1, 2, 3].map((n) =>
      db.student.create({
        data: { studentName: `${label} Student ${n}`, classId: cls.id, schoolId: school.id, createdById: owner.id },
      }),
    ),
  );
  await db.user.update({ where: { id: owner.id }, data: { primarySchoolId: school.id } });
  const entry = await db.classSubject.findFirstOrThrow({ where: { classId: cls.id }, select: { id: true } });
  return {
    schoolId: school.id,
    subjectId: subject.id,
    subjectName: subject.name,
    classId: cls.id,
    entryId: entry.id,
    className: cls.className,
    studentIds: students.map((s) => s.id),
  };
}

let markSeq = 0;
let daySeq = 0;

/** Builds the matrix's world through Prisma directly, so it does not depend on the routes under test. */
export async function createMatrixFixture(): Promise<MatrixFixture> {
  const [teacherA, teacherB, admin, mentor] = await Promise.all([
    makeUser("teacher"),
    makeUser("teacher"),
    makeUser("admin"),
    makeUser("mentor"),
  ]);
  const a = await schoolFor(teacherA, "A");
  await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: a.schoolId } });
  const b = await schoolFor(teacherB, "B");
  const attendance = await db.attendance.create({
    data: {
      studentId: a.studentIds[0],
      classId: a.classId,
      schoolId: a.schoolId,
      date: new Date(`${FIXTURE_DATE}T00:00:00Z`),
      status: "present",
      recordedById: teacherA.id,
    },
  });
  const markFor = (
    studentId: string,
    examType: "BEGINNING_TERM" | "MIDTERM" | "ENDTERM",
    academicTerm: "FIRST_TERM" | "SECOND_TERM" | "THIRD_TERM",
    academicYear: string,
  ) =>
    db.mark.create({
      data: {
        studentId,
        subjectId: a.subjectId,
        classId: a.classId,
        schoolId: a.schoolId,
        teacherId: teacherA.id,
        examType,
        academicTerm,
        academicYear,
        totalMarks: 70,
        examDate: new Date(`${FIXTURE_DATE}T00:00:00Z`),
      },
    });
  const mark = await markFor(a.studentIds[0], "MIDTERM", "FIRST_TERM", "2025-2026");
  const comment = await db.lessonReport.create({
    data: {
      teacherId: teacherA.id,
      schoolId: a.schoolId,
      classId: a.classId,
      subjectId: a.subjectId,
      className: a.className,
      subjectName: a.subjectName,
      numberOfStudents: 3,
      successStory: "Everyone read aloud",
      challenge: "Noise",
      date: new Date(`${FIXTURE_DATE}T00:00:00Z`),
      latitude: 0.3476,
      longitude: 32.5825,
    },
  });
  // An open intervention on A's first student (early warning), for the writes that resolve one.
  const intervention = await db.intervention.create({
    data: {
      studentId: a.studentIds[0],
      schoolId: a.schoolId,
      action: "meeting",
      note: "Met",
      createdById: teacherA.id,
    },
  });
  const users = { teacherA, teacherB, admin, mentor };
  const combos = (["BEGINNING_TERM", "MIDTERM", "ENDTERM"] as const).flatMap((exam) =>
    (["FIRST_TERM", "SECOND_TERM", "THIRD_TERM"] as const).flatMap((term) =>
      ["2023-2024", "2024-2025"].map((year) => [exam, term, year] as const),
    ),
  );
  return {
    users,
    a: { ...a, attendanceId: attendance.id, markId: mark.id, commentId: comment.id, interventionId: intervention.id },
    b,
    token: (who) => (who === "anonymous" ? null : users[who].token),
    async newMark() {
      const [exam, term, year] = combos[markSeq++ % combos.length];
      const student = a.studentIds[1 + (Math.floor(markSeq / combos.length) % 2)];
      return (await markFor(student, exam, term, year)).id;
    },
    async newAttendance() {
      daySeq++;
      const created = await db.attendance.create({
        data: {
          studentId: a.studentIds[1],
          classId: a.classId,
          schoolId: a.schoolId,
          date: new Date(Date.UTC(2025, 0, 1 + daySeq)),
          status: "absent",
          recordedById: teacherA.id,
        },
      });
      return created.id;
    },
  };
}

/** Ids of A's records that must never appear in an answer to teacher B. */
export function privateIdsOfA(fixture: MatrixFixture): string[] {
  const { a } = fixture;
  return [a.schoolId, a.classId, a.subjectId, a.attendanceId, a.markId, a.commentId, a.interventionId, ...a.studentIds];
}
