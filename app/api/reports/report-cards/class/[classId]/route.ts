import { route } from "@/lib/http/route";
import { requirePublicAddress } from "@/lib/http/card-address";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { classReportCardsPdf } from "@/lib/report-cards/pdf";
import { classCardsParams, reportCardQuery } from "@/lib/marks/grading.schema";

// GET /api/reports/report-cards/class/{classId} — every student's card in one PDF, a page each, streamed
export const GET = route(
  { role: "signed-in", limit: PDF_RENDER, params: classCardsParams, query: reportCardQuery },
  async ({ actor, params, query, request }) => {
    requirePublicAddress(request);
    return classReportCardsPdf(
      actor,
      await pdfWords(actor, request),
      params.classId,
      query.academicYear,
      query.academicTerm,
    );
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
