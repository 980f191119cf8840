import { route } from "@/lib/http/route";
import { printableMarksReport } from "@/lib/reports/printable";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolReportParams } from "@/lib/validation/reports";

// GET /api/reports/marks/{schoolId}/pdf — a school's marks report as a PDF download
export const GET = route(
  { role: "teacher", limit: PDF_RENDER, params: schoolReportParams },
  async ({ actor, params }) => {
    const { layout, filename } = await printableMarksReport(actor, params.schoolId);
    return pdfResponse(layout, filename);
  },
);
