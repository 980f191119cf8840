import { route } from "@/lib/http/route";
import { throttleExport } from "@/lib/csv/limits";
import { exportStudents } from "@/lib/csv/exports";
import { studentsExportQuery } from "@/lib/validation/csv-export";

// GET /api/export/students.csv?classId= — a class's students (or all the actor's) as CSV, importable back
export const GET = route({ role: "teacher", query: studentsExportQuery }, async ({ actor, query }) => {
  await throttleExport(actor);
  return exportStudents(actor, query.classId);
});
