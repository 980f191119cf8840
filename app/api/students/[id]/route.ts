import { route } from "@/lib/http/route";
import { getStudent, updateStudent } from "@/lib/schools/students";
import { idParams } from "@/lib/validation/common";
import { updateStudentSchema } from "@/lib/schools/students.schema";

// GET /api/students/{id} — one student with the profile and guardians (contacts masked for mentors)
export const GET = route({ role: "signed-in", params: idParams }, async ({ actor, params }) =>
  getStudent(actor, params.id),
);

// PUT /api/students/{id} — rename a student, move them to another class, and/or change the profile
export const PUT = route(
  { role: "signed-in", params: idParams, body: updateStudentSchema },
  async ({ actor, params, body }) => updateStudent(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
