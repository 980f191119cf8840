import { route } from "@/lib/http/route";
import { printableSchoolReport } from "@/lib/reports/printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";

// GET /api/reports/schools/pdf — the school report as a PDF download, in the reader's language
export const GET = route({ role: "signed-in", limit: PDF_RENDER }, async ({ actor, request }) => {
  const { layout, filename } = await printableSchoolReport(actor, await pdfWords(actor, request));
  return pdfDownload(layout, filename);
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
