import { route } from "@/lib/http/route";
import { resolveIntervention } from "@/lib/early-warning/interventions";
import { interventionParams, resolveBody } from "@/lib/early-warning/early-warning.schema";

// PATCH /api/at-risk/{studentId}/interventions/{id} — resolve it with its outcome (who and when are recorded)
export const PATCH = route(
  { role: "daily-report", params: interventionParams, body: resolveBody },
  async ({ actor, params, body }) => resolveIntervention(actor, params.studentId, params.id, body.outcome),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
