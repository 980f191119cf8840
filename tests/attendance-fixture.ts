import type { Actor } from "@/lib/auth/permissions";
import { createClass } from "@/lib/services/classes";
import { createSchool } from "@/lib/services/schools";
import { createStudent } from "@/lib/services/students";
import { makeUser, unique, type TestUser } from "./helpers/api";

/** A teacher with a school, a class and `size` students, built through the services under test. */
export async function classWithStudents(size = 3, owner?: TestUser) {
  const teacher = owner ?? (await makeUser("teacher"));
  const school = await createSchool(teacher as Actor, { name: unique("School") });
  const klass = await createClass(teacher, {
    className: unique("P4"),
    subjectName: "Mathematics",
    classRoom: "Room 1",
    schoolId: school._id,
  });
  const students = [];
  for (let i = 0; i < size; i++)
    students.push(await createStudent(teacher, { studentName: `Student ${i + 1}`, classId: klass._id }));
  return { teacher, school, klass, students };
}
