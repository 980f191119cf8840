import { route } from "@/lib/http/route";
import { lookupAddress } from "@/lib/geo/geocode";
import { geocodeQuery } from "@/lib/lesson-reports/lesson-reports.schema";

// GET /api/geocode?latitude=&longitude= — the address of a captured position ('Unknown …' when the geocoder fails)
export const GET = route({ role: "signed-in", query: geocodeQuery }, async ({ actor, query }) =>
  lookupAddress(actor, query.latitude, query.longitude),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
