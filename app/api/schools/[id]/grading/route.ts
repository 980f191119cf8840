import { route } from "@/lib/http/route";
import { getGrading, setGrading } from "@/lib/marks/grading";
import { gradingBody, schoolParams } from "@/lib/marks/grading.schema";

// GET /api/schools/{id}/grading — the school's exam weights and grading bands (defaults when unset)
export const GET = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
  getGrading(actor, params.id),
);

// PUT /api/schools/{id}/grading — admins set the weights (sum 100) and the bands
export const PUT = route({ role: "admin", params: schoolParams, body: gradingBody }, async ({ actor, params, body }) =>
  setGrading(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
