import { route } from "@/lib/http/route";
import { getAtRisk } from "@/lib/early-warning/at-risk";
import { atRiskQuery } from "@/lib/early-warning/early-warning.schema";

// GET /api/at-risk?schoolId=&classId= — the students the school's rules flag now, most rules and longest
// first; teachers their schools' classes, admins any school, mentors none
export const GET = route({ role: "daily-report", query: atRiskQuery }, async ({ actor, query }) =>
  getAtRisk(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
