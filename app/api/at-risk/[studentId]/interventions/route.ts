import { route } from "@/lib/http/route";
import { createIntervention, listInterventions } from "@/lib/early-warning/interventions";
import { interventionBody, studentParams } from "@/lib/early-warning/early-warning.schema";

// GET /api/at-risk/{studentId}/interventions — what was done for the student, newest first
export const GET = route({ role: "daily-report", params: studentParams }, async ({ actor, params }) =>
  listInterventions(actor, params.studentId),
);

// POST /api/at-risk/{studentId}/interventions — record one: action, note, outcome?, nextStep?, ownerId?
export const POST = route(
  { role: "daily-report", params: studentParams, body: interventionBody, status: 201 },
  async ({ actor, params, body, tx }) => createIntervention(actor, params.studentId, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
