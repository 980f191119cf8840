import { route } from "@/lib/http/route";
import { buildCommentsReport } from "@/lib/reports/comments-report";
import { commentsReportLayout } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolTimeZone } from "@/lib/services/school-time-zone";
import { commentsReportParams } from "@/lib/validation/reports";

// GET /api/reports/comments/{all|teacher|mentor}/pdf — the comments report as a PDF download
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: commentsReportParams },
  async ({ actor, params }) => {
    const report = await buildCommentsReport(actor, params.role);
    return pdfResponse(
      commentsReportLayout(report, await schoolTimeZone(report.bySchool.map((school) => school.schoolId))),
      `comments-report-${params.role}-${report.generatedAt.slice(0, 10)}.pdf`,
    );
  },
);
