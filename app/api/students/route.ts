import { route } from "@/lib/http/route";
import { createStudent, listStudents } from "@/lib/schools/students";
import { createStudentSchema, listStudentsQuery } from "@/lib/schools/students.schema";

// GET /api/students — the actor's students with class populated, optionally ?classId= or ?schoolId=
export const GET = route({ role: "signed-in", query: listStudentsQuery }, async ({ actor, query }) =>
  listStudents(actor, query),
);

// POST /api/students — add a student to a class of the actor's schools
export const POST = route({ role: "signed-in", body: createStudentSchema, status: 201 }, async ({ actor, body, tx }) =>
  createStudent(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
