// A small fixed data set whose report numbers are computed by hand in the tests.
import { db } from "@/lib/db";
import type { AttendanceStatus } from "@/lib/constants";
import { makeUser, unique, type TestUser } from "./helpers/api";

export interface ReportFixture {
  teacher: TestUser; // member of schools A and B
  outsider: TestUser; // member of school B only
  admin: TestUser;
  schoolA: string;
  schoolB: string;
  classA1: string;
  classA2: string;
  classB1: string;
  students: Record<"s1" | "s2" | "s3" | "s4", string>;
}

export async function createReportFixture(): Promise<ReportFixture> {
  const [teacher, outsider, admin] = [await makeUser("teacher"), await makeUser("teacher"), await makeUser("admin")];
  const schoolA = await db.school.create({
    data: { name: unique("Alpha School"), createdById: teacher.id, memberships: { create: [{ userId: teacher.id }] } },
  });
  const schoolB = await db.school.create({
    data: {
      name: unique("Beta School"),
      createdById: outsider.id,
      memberships: { create: [{ userId: teacher.id }, { userId: outsider.id }] },
    },
  });
  const math = await db.subject.create({ data: { schoolId: schoolA.id, name: "Mathematics" } });
  const english = await db.subject.create({ data: { schoolId: schoolA.id, name: "English" } });
  const physics = await db.subject.create({ data: { schoolId: schoolB.id, name: "Physics" } });
  const classA1 = await db.class.create({
    data: { schoolId: schoolA.id, subjectId: math.id, className: "A1", classRoom: "R1" },
  });
  const classA2 = await db.class.create({
    data: { schoolId: schoolA.id, subjectId: english.id, className: "A2", classRoom: "R2" },
  });
  const classB1 = await db.class.create({
    data: { schoolId: schoolB.id, subjectId: physics.id, className: "B1", classRoom: "Lab" },
  });
  const student = (studentName: string, klass: { id: string; schoolId: string }) =>
    db.student.create({ data: { studentName, classId: klass.id, schoolId: klass.schoolId } });
  const s1 = await student("Ann", classA1);
  const s2 = await student("Ben", classA1);
  const s3 = await student("Cat", classA2);
  const s4 = await student("Dan", classB1);

  const day1 = new Date("2026-03-02T00:00:00Z");
  const day2 = new Date("2026-03-03T00:00:00Z");
  const attendance: [typeof s1, Date, AttendanceStatus][] = [
    [s1, day1, "present"],
    [s1, day2, "late"],
    [s2, day1, "absent"],
    [s2, day2, "present"],
    [s3, day1, "excused"],
    [s3, day2, "present"],
    [s4, day1, "present"],
  ];
  await db.attendance.createMany({
    data: attendance.map(([s, date, status]) => ({
      studentId: s.id,
      classId: s.classId,
      schoolId: s.schoolId,
      date,
      status,
    })),
  });
  const mark = (s: typeof s1, subjectId: string, examType: "MIDTERM" | "ENDTERM", totalMarks: number) => ({
    studentId: s.id,
    classId: s.classId,
    schoolId: s.schoolId,
    subjectId,
    teacherId: teacher.id,
    examType,
    totalMarks,
    academicYear: "2025-2026",
    academicTerm: "FIRST_TERM" as const,
    examDate: day1,
  });
  await db.mark.createMany({
    data: [
      mark(s1, math.id, "MIDTERM", 80),
      mark(s2, math.id, "MIDTERM", 60),
      mark(s3, english.id, "ENDTERM", 70),
      mark(s4, physics.id, "MIDTERM", 90),
    ],
  });
  return {
    teacher,
    outsider,
    admin,
    schoolA: schoolA.id,
    schoolB: schoolB.id,
    classA1: classA1.id,
    classA2: classA2.id,
    classB1: classB1.id,
    students: { s1: s1.id, s2: s2.id, s3: s3.id, s4: s4.id },
  };
}
