import { route } from "@/lib/http/route";
import { getEarlyWarning, setEarlyWarning } from "@/lib/early-warning/early-warning";
import { schoolParams } from "@/lib/marks/grading.schema";
import { earlyWarningBody } from "@/lib/early-warning/early-warning.schema";

// GET /api/schools/{id}/early-warning — the school's at-risk rules (defaults when unset); teachers and
// admins ("daily-report": mentors observe lessons, not pupils)
export const GET = route({ role: "daily-report", params: schoolParams }, async ({ actor, params }) =>
  getEarlyWarning(actor, params.id),
);

// PUT /api/schools/{id}/early-warning — admins set every rule; null switches one off
export const PUT = route(
  { role: "admin", params: schoolParams, body: earlyWarningBody },
  async ({ actor, params, body }) => setEarlyWarning(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
