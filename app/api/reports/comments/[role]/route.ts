import { route } from "@/lib/http/route";
import { buildLessonReportsReport } from "@/lib/reports/lesson-reports-report";
import { lessonReportsParams } from "@/lib/reports/reports.schema";

// GET /api/reports/comments/{all|teacher|mentor} — daily reports and lesson observations per school, and the newest
export const GET = route({ role: "signed-in", params: lessonReportsParams }, async ({ actor, params }) =>
  buildLessonReportsReport(actor, params.role),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
