import { route } from "@/lib/http/route";
import { findSameSchool } from "@/lib/people/same-school";
import { schoolLookupQuery } from "@/lib/people/people.schema";

// GET /api/schools/lookup?name=&district= — the school with this name and district, if one exists: { school: { _id, name, district } | null }
export const GET = route({ role: "signed-in", query: schoolLookupQuery }, async ({ actor, query }) => ({
  school: await findSameSchool(actor, query.name, query.district),
}));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
