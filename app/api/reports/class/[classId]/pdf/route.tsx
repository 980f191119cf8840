import { route } from "@/lib/http/route";
import { printableClassReport } from "@/lib/reports/printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { classReportParams } from "@/lib/reports/reports.schema";

// GET /api/reports/class/{classId}/pdf — one class's report as a PDF download, in the reader's language
export const GET = route(
  { role: "signed-in", limit: PDF_RENDER, params: classReportParams },
  async ({ actor, params, request }) => {
    const { layout, filename } = await printableClassReport(actor, params.classId, await pdfWords(actor, request));
    return pdfDownload(layout, filename);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
