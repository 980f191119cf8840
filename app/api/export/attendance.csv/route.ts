import { route } from "@/lib/http/route";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { exportAttendance } from "@/lib/reports/csv-exports";
import { attendanceExportQuery } from "@/lib/reports/csv-export.schema";

// GET /api/export/attendance.csv?classId=&from=&to= — the class register: P/A/L/E per day, totals and rate
export const GET = route(
  { role: "signed-in", limit: EXPORT_DOWNLOAD, query: attendanceExportQuery },
  async ({ actor, query }) => {
    return exportAttendance(actor, query.classId, query.from, query.to);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
