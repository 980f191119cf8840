import { route } from "@/lib/http/route";
import { throttleExport } from "@/lib/csv/limits";
import { exportMarks } from "@/lib/csv/exports";
import { listMarksQuery } from "@/lib/validation/marks";

// GET /api/export/marks.csv?<the marks list filters> — every mark the filters match, streamed as CSV
export const GET = route({ role: "teacher", query: listMarksQuery }, async ({ actor, query }) => {
  await throttleExport(actor);
  return exportMarks(actor, query);
});
