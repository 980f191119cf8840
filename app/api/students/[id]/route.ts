import { route } from "@/lib/http/route";
import { updateStudent } from "@/lib/services/students";
import { idParams } from "@/lib/validation/common";
import { updateStudentSchema } from "@/lib/validation/students";

// PUT /api/students/{id} — rename a student and/or move them to another class
export const PUT = route(
  { role: "teacher", params: idParams, body: updateStudentSchema },
  async ({ actor, params, body }) => updateStudent(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
