import { route } from "@/lib/http/route";
import { createStudent, listStudents } from "@/lib/schools/students";
import { adminCreateStudentSchema } from "@/lib/reports/admin.schema";

// GET /api/admin/students — every student with their class
export const GET = route({ role: "admin" }, async ({ actor }) => listStudents(actor));

// POST /api/admin/students — the dashboard's Add Student (same service as the teacher's)
export const POST = route({ role: "admin", body: adminCreateStudentSchema, status: 201 }, async ({ actor, body, tx }) =>
  createStudent(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
