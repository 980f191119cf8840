import { route } from "@/lib/http/route";
import { buildClassReport } from "@/lib/reports/class-report";
import { classReportLayout, slug } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { classReportParams } from "@/lib/validation/reports";

// GET /api/reports/class/{classId}/pdf — one class's report as a PDF download
export const GET = route({ role: "teacher", params: classReportParams }, async ({ actor, params }) => {
  const report = await buildClassReport(actor, params.classId);
  return pdfResponse(classReportLayout(report), `class-report-${slug(`${report.classDetails.schoolId.name} ${report.classDetails.className} ${report.classDetails.subjectName}`)}.pdf`);
});
