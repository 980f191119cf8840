import { db } from "@/lib/db";
import { makeUser, unique, type TestUser } from "./helpers/api";

export interface CardFixture {
  teacher: TestUser;
  outsider: TestUser;
  admin: TestUser;
  mentor: TestUser;
  schoolId: string;
  classId: string;
  subjectId: string;
  /** Ann, Ben, Cat, Dan, Eve (alphabetical, so the card order is known). */
  students: string[];
}

/**
 * A class of five in 2025-2026, first term: Ann and Ben tie, Dan has no midterm (rescaled), Eve has
 * no marks at all; Ann's attendance in the term is 2 present, 1 absent, 1 late (one more outside it).
 */
export async function createCardFixture(): Promise<CardFixture> {
  const [teacher, outsider, admin, mentor] = await Promise.all([
    makeUser("teacher"),
    makeUser("teacher"),
    makeUser("admin"),
    makeUser("mentor"),
  ]);
  const school = await db.school.create({
    data: {
      name: unique("Card School"),
      memberships: { create: [{ userId: teacher.id }, { userId: mentor.id }] },
    },
  });
  await db.school.create({ data: { name: unique("Other School"), memberships: { create: { userId: outsider.id } } } });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Mathematics" } });
  const cls = await db.class.create({
    data: { schoolId: school.id, subjectId: subject.id, className: "P5", classRoom: "R5" },
  });
  const students: string[] = [];
  for (const name of ["Ann", "Ben", "Cat", "Dan", "Eve"])
    students.push((await db.student.create({ data: { studentName: name, classId: cls.id, schoolId: school.id } })).id);
  const scores: [number, "BEGINNING_TERM" | "MIDTERM" | "ENDTERM", number, number][] = [
    [0, "BEGINNING_TERM", 60, 100],
    [0, "MIDTERM", 70, 100],
    [0, "ENDTERM", 40, 50], // 80 %
    [1, "BEGINNING_TERM", 12, 20], // 60 %
    [1, "MIDTERM", 35, 50], // 70 %
    [1, "ENDTERM", 80, 100],
    [2, "BEGINNING_TERM", 90, 100],
    [2, "MIDTERM", 90, 100],
    [2, "ENDTERM", 90, 100],
    [3, "BEGINNING_TERM", 60, 100],
    [3, "ENDTERM", 80, 100],
  ];
  await db.mark.createMany({
    data: scores.map(([index, examType, totalMarks, maxMarks]) => ({
      studentId: students[index],
      subjectId: subject.id,
      classId: cls.id,
      schoolId: school.id,
      teacherId: teacher.id,
      examType,
      totalMarks,
      maxMarks,
      academicYear: "2025-2026",
      academicTerm: "FIRST_TERM" as const,
      examDate: new Date("2025-10-01T00:00:00Z"),
    })),
  });
  await db.mark.create({
    data: {
      studentId: students[0],
      subjectId: subject.id,
      classId: cls.id,
      schoolId: school.id,
      teacherId: teacher.id,
      examType: "ENDTERM",
      totalMarks: 50,
      maxMarks: 100,
      academicYear: "2025-2026",
      academicTerm: "SECOND_TERM",
      examDate: new Date("2026-03-01T00:00:00Z"),
    },
  });
  const days: [string, "present" | "absent" | "late"][] = [
    ["2025-09-08", "present"],
    ["2025-09-09", "present"],
    ["2025-09-10", "absent"],
    ["2025-09-11", "late"],
    ["2026-01-12", "absent"],
  ];
  await db.attendance.createMany({
    data: days.map(([date, status]) => ({
      studentId: students[0],
      classId: cls.id,
      schoolId: school.id,
      date: new Date(`${date}T00:00:00Z`),
      status,
    })),
  });
  return {
    teacher,
    outsider,
    admin,
    mentor,
    schoolId: school.id,
    classId: cls.id,
    subjectId: subject.id,
    students,
  };
}
