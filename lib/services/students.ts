import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { inSchoolsOf } from "@/lib/services/scope";
import { toStudentJson } from "@/lib/services/json";
import type { ListStudentsQuery } from "@/lib/validation/students";

/** The students of the actor's schools (all for an admin), optionally of one class or school. */
export async function listStudents(actor: Actor, query: ListStudentsQuery = {}) {
  const students = await db.student.findMany({
    where: {
      ...inSchoolsOf(actor),
      ...(query.classId ? { classId: query.classId } : {}),
      ...(query.schoolId ? { schoolId: query.schoolId } : {}),
    },
    include: { class: { select: { id: true, className: true } } },
    orderBy: [{ studentName: "asc" }, { id: "asc" }],
  });
  return students.map(toStudentJson);
}
