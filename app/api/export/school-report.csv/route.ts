import { route } from "@/lib/http/route";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { exportSchoolReport } from "@/lib/reports/csv-exports";

// GET /api/export/school-report.csv — the school report, one row per school of the actor's (admins: all)
export const GET = route({ role: "signed-in", limit: EXPORT_DOWNLOAD }, async ({ actor }) => {
  return exportSchoolReport(actor);
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
