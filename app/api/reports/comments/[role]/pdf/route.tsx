import { route } from "@/lib/http/route";
import { buildCommentsReport } from "@/lib/reports/comments-report";
import { commentsReportLayout } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { commentsReportParams } from "@/lib/validation/reports";

// GET /api/reports/comments/{all|teacher|mentor}/pdf — the comments report as a PDF download
export const GET = route({ role: "teacher", params: commentsReportParams }, async ({ actor, params }) => {
  const report = await buildCommentsReport(actor, params.role);
  return pdfResponse(commentsReportLayout(report), `comments-report-${params.role}-${report.generatedAt.slice(0, 10)}.pdf`);
});
