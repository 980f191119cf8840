import { route } from "@/lib/http/route";
import { printableAtRisk } from "@/lib/early-warning/at-risk-printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { atRiskQuery } from "@/lib/early-warning/early-warning.schema";

// GET /api/at-risk/pdf?schoolId=&classId= — the at-risk list for the staff meeting, in the reader's language
export const GET = route(
  { role: "daily-report", limit: PDF_RENDER, query: atRiskQuery },
  async ({ actor, query, request }) => {
    const { layout, filename } = await printableAtRisk(actor, query, await pdfWords(actor, request));
    return pdfDownload(layout, filename);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
