import { route } from "@/lib/http/route";
import { listLessonReports } from "@/lib/lesson-reports/lesson-reports";
import { listLessonReportsQuery } from "@/lib/lesson-reports/lesson-reports.schema";

// GET /api/comments/admin/all — every report, newest first, teacher, school and location populated
export const GET = route({ role: "admin", query: listLessonReportsQuery }, async ({ actor, query }) =>
  listLessonReports(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
