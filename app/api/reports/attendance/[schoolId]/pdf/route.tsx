import { route } from "@/lib/http/route";
import { buildAttendanceReport } from "@/lib/reports/school-reports";
import { attendanceReportLayout, slug } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolTimeZone } from "@/lib/services/school-time-zone";
import { schoolReportParams } from "@/lib/validation/reports";

// GET /api/reports/attendance/{schoolId}/pdf — a school's attendance report, per student too, as a PDF
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: schoolReportParams },
  async ({ actor, params }) => {
    const report = await buildAttendanceReport(actor, params.schoolId, { byStudent: true });
    return pdfResponse(
      attendanceReportLayout(report, await schoolTimeZone(report.schoolId)),
      `attendance-report-${slug(report.schoolName)}.pdf`,
    );
  },
);
