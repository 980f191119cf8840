import { route } from "@/lib/http/route";
import { printableLessonReportsReport } from "@/lib/reports/printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { lessonReportsParams } from "@/lib/reports/reports.schema";

// GET /api/reports/comments/{all|teacher|mentor}/pdf — the comments report as a PDF download, in the reader's language
export const GET = route(
  { role: "signed-in", limit: PDF_RENDER, params: lessonReportsParams },
  async ({ actor, params, request }) => {
    const { layout, filename } = await printableLessonReportsReport(actor, params.role, await pdfWords(actor, request));
    return pdfDownload(layout, filename);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
