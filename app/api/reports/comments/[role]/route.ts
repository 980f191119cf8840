import { route } from "@/lib/http/route";
import { buildCommentsReport } from "@/lib/reports/lesson-reports-report";
import { commentsReportParams } from "@/lib/validation/reports";

// GET /api/reports/comments/{all|teacher|mentor} — daily reports and lesson observations per school, and the newest
export const GET = route({ role: "teacher", params: commentsReportParams }, async ({ actor, params }) =>
  buildCommentsReport(actor, params.role),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
