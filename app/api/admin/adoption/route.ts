import { route } from "@/lib/http/route";
import { buildAdoption } from "@/lib/people/adoption";
import { adoptionQuery } from "@/lib/tracking/tracking.schema";

// GET /api/admin/adoption — per school and per teacher for a period: sign-ins, reports, attendance days, last seen
export const GET = route({ role: "admin", query: adoptionQuery }, async ({ actor, query }) =>
  buildAdoption(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
