import { route } from "@/lib/http/route";
import { buildSchoolReport } from "@/lib/reports/school-report";

// GET /api/reports/schools — docs/product-spec.md#entities school report over the actor's schools (admins: all)
export const GET = route({ role: "signed-in" }, async ({ actor }) => buildSchoolReport(actor));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
