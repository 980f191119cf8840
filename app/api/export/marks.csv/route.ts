import { route } from "@/lib/http/route";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { exportMarks } from "@/lib/reports/csv-exports";
import { listMarksQuery } from "@/lib/marks/marks.schema";

// GET /api/export/marks.csv?<the marks list filters> — every mark the filters match, streamed as CSV
export const GET = route(
  { role: "signed-in", limit: EXPORT_DOWNLOAD, query: listMarksQuery },
  async ({ actor, query }) => {
    return exportMarks(actor, query);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
