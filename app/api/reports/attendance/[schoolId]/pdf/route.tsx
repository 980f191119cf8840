import { route } from "@/lib/http/route";
import { printableAttendanceReport } from "@/lib/reports/printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { schoolReportParams } from "@/lib/reports/reports.schema";

// GET /api/reports/attendance/{schoolId}/pdf — a school's attendance report, per student too, as a PDF, in the reader's language
export const GET = route(
  { role: "signed-in", limit: PDF_RENDER, params: schoolReportParams },
  async ({ actor, params, request }) => {
    const { layout, filename } = await printableAttendanceReport(
      actor,
      params.schoolId,
      await pdfWords(actor, request),
      {
        byStudent: true,
      },
    );
    return pdfDownload(layout, filename);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
