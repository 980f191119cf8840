import { route } from "@/lib/http/route";
import { buildMarksReport } from "@/lib/reports/school-reports";
import { marksReportLayout, slug } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolTimeZone } from "@/lib/services/school-time-zone";
import { schoolReportParams } from "@/lib/validation/reports";

// GET /api/reports/marks/{schoolId}/pdf — a school's marks report as a PDF download
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: schoolReportParams },
  async ({ actor, params }) => {
    const report = await buildMarksReport(actor, params.schoolId);
    return pdfResponse(
      marksReportLayout(report, await schoolTimeZone(report.schoolId)),
      `marks-report-${slug(report.schoolName)}.pdf`,
    );
  },
);
