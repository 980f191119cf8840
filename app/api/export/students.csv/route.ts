import { route } from "@/lib/http/route";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { exportStudents } from "@/lib/reports/csv-exports";
import { studentsExportQuery } from "@/lib/reports/csv-export.schema";

// GET /api/export/students.csv?classId= — a class's students (or all the actor's) as CSV, importable back
export const GET = route(
  { role: "signed-in", limit: EXPORT_DOWNLOAD, query: studentsExportQuery },
  async ({ actor, query }) => {
    return exportStudents(actor, query.classId);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
