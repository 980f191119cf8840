import { route } from "@/lib/http/route";
import { replaceStudentGuardians } from "@/lib/schools/students";
import { idParams } from "@/lib/validation/common";
import { guardiansBody } from "@/lib/schools/guardians.schema";

// PUT /api/students/{id}/guardians — replace the student's guardians (at most 3); answers the student
export const PUT = route(
  { role: "signed-in", params: idParams, body: guardiansBody },
  async ({ actor, params, body }) => replaceStudentGuardians(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
