import { route } from "@/lib/http/route";
import { listSchools } from "@/lib/schools/schools";

// GET /api/comments/available-schools — the schools the actor may file a report for (admins: all)
export const GET = route({ role: "signed-in" }, async ({ actor }) => ({ data: await listSchools(actor) }));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
