import { route } from "@/lib/http/route";
import { buildClassReport } from "@/lib/reports/class-report";
import { classReportLayout, slug } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolTimeZone } from "@/lib/services/school-time-zone";
import { classReportParams } from "@/lib/validation/reports";

// GET /api/reports/class/{classId}/pdf — one class's report as a PDF download
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: classReportParams },
  async ({ actor, params }) => {
    const report = await buildClassReport(actor, params.classId);
    return pdfResponse(
      classReportLayout(report, await schoolTimeZone(report.classDetails.schoolId._id)),
      `class-report-${slug(`${report.classDetails.schoolId.name} ${report.classDetails.className} ${report.classDetails.subjectName}`)}.pdf`,
    );
  },
);
