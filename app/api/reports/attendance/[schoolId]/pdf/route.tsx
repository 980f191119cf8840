import { route } from "@/lib/http/route";
import { printableAttendanceReport } from "@/lib/reports/printable";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolReportParams } from "@/lib/validation/reports";

// GET /api/reports/attendance/{schoolId}/pdf — a school's attendance report, per student too, as a PDF
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: schoolReportParams },
  async ({ actor, params }) => {
    const { layout, filename } = await printableAttendanceReport(actor, params.schoolId, { byStudent: true });
    return pdfResponse(layout, filename);
  },
);
