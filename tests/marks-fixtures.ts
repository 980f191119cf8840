import { db } from "@/lib/db";
import { makeUser, unique, type TestUser } from "./helpers/api";

export interface SchoolFixture {
  teacher: TestUser;
  schoolId: string;
  subjectId: string;
  subjectName: string;
  classId: string;
  className: string;
  students: { id: string; studentName: string }[];
}

/** A teacher who is a member of a new school with one class of `size` students. */
export async function schoolWithClass(size = 3, teacher?: TestUser): Promise<SchoolFixture> {
  const owner = teacher ?? (await makeUser("teacher"));
  const school = await db.school.create({
    data: { name: unique("School"), createdById: owner.id, memberships: { create: { userId: owner.id } } },
  });
  const subjectName = unique("Subject");
  const subject = await db.subject.create({ data: { schoolId: school.id, name: subjectName } });
  const className = unique("Class");
  const klass = await db.class.create({
    data: { schoolId: school.id, subjectId: subject.id, className, classRoom: "Room 1" },
  });
  await db.student.createMany({
    data: Array.from({ length: size }, (_, index) => ({
      studentName: `${className} Student ${index + 1}`,
      classId: klass.id,
      schoolId: school.id,
    })),
  });
  const students = await db.student.findMany({
    where: { classId: klass.id },
    orderBy: { studentName: "asc" },
    select: { id: true, studentName: true },
  });
  return {
    teacher: owner,
    schoolId: school.id,
    subjectId: subject.id,
    subjectName,
    classId: klass.id,
    className,
    students,
  };
}

/** A bulk record for a student of the fixture's class. */
export const record = (fixture: SchoolFixture, index = 0, overrides: Record<string, unknown> = {}) => ({
  studentId: fixture.students[index].id,
  subjectId: "ignored-subject",
  teacherId: "ignored-teacher",
  schoolId: "ignored-school",
  classId: fixture.classId,
  examType: "MIDTERM",
  totalMarks: 70 + index,
  academicYear: "2025-2026",
  academicTerm: "FIRST_TERM",
  examDate: "2025-10-15",
  ...overrides,
});
