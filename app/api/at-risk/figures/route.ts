import { route } from "@/lib/http/route";
import { getAtRiskFigures } from "@/lib/early-warning/at-risk";
import { figuresQuery } from "@/lib/early-warning/early-warning.schema";

// GET /api/at-risk/figures?schoolId= — the admin dashboard's early-warning figures of one school
export const GET = route({ role: "admin", query: figuresQuery }, async ({ actor, query }) =>
  getAtRiskFigures(actor, query.schoolId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
