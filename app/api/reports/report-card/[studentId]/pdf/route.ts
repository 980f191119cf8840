import { route } from "@/lib/http/route";
import { requirePublicAddress } from "@/lib/http/card-address";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { reportCardPdf } from "@/lib/report-cards/pdf";
import { reportCardParams, reportCardQuery } from "@/lib/marks/grading.schema";

// GET /api/reports/report-card/{studentId}/pdf — the card as a one-page A4 PDF
export const GET = route(
  { role: "signed-in", limit: PDF_RENDER, params: reportCardParams, query: reportCardQuery },
  async ({ actor, params, query, request }) => {
    requirePublicAddress(request);
    return reportCardPdf(
      actor,
      await pdfWords(actor, request),
      params.studentId,
      query.academicYear,
      query.academicTerm,
    );
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
