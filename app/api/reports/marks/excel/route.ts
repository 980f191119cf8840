import { route } from "@/lib/http/route";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { marksWorkbook } from "@/lib/reports/marks-excel";

// GET /api/reports/marks/excel — every mark of the actor's schools (admins: all) as a streamed .xlsx
export const GET = route({ role: "signed-in", limit: EXPORT_DOWNLOAD }, async ({ actor }) => marksWorkbook(actor));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
