import { route } from "@/lib/http/route";
import { marksWorkbookResponse } from "@/lib/reports/marks-excel";

// GET /api/reports/marks/excel — every mark of the actor's schools (admins: all) as a streamed .xlsx
export const GET = route({ role: "teacher" }, async ({ actor }) => marksWorkbookResponse(actor));
