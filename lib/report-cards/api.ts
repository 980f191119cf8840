import { route } from "@/lib/http/route";
import { revokeCard } from "@/lib/report-cards/issued-cards";
import { revokeParams, verifyParams, verifyQuery } from "@/lib/report-cards/verify.schema";
import { requireCardAddress } from "@/lib/report-cards/public-address";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { classReportCardsPdf, reportCardPdf } from "@/lib/report-cards/pdf";
import { classCardsParams, remarkBody, reportCardParams, reportCardQuery } from "@/lib/marks/grading.schema";
import { buildReportCard } from "@/lib/report-cards/build";
import { saveRemark } from "@/lib/report-cards/remarks";
import { clientAddress } from "@/lib/http/client-address";
import { verifyCard } from "@/lib/report-cards/verification";
import type { ApiRoutes } from "@/lib/http/api-table";

/**
 * Refuses to issue report cards for this request while the server has no public address and the request
 * came from elsewhere than this machine (lib/report-cards/public-address.ts): 409
 * `public-address-missing`. The host is the one a proxy in front says it was asked for, else Host. A
 * client that forges either only chooses between a refusal and cards naming localhost: what a card
 * prints is never taken from the request.
 */
function requirePublicAddress(request: Request): void {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  requireCardAddress(forwarded || request.headers.get("host") || new URL(request.url).host);
}

/** The report cards feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const reportCardsApi = {
  "/api/reports/issued-cards/[code]/revoke": {
    // POST /api/reports/issued-cards/{code}/revoke — an admin withdraws a card issued in error
    POST: route({ role: "admin", params: revokeParams }, async ({ actor, params }) => revokeCard(actor, params.code)),
  },
  "/api/reports/report-card/[studentId]": {
    // GET /api/reports/report-card/{studentId} — one student's card for a term (or the three terms and the year)
    GET: route(
      { role: "signed-in", params: reportCardParams, query: reportCardQuery },
      async ({ actor, params, query, request }) => {
        requirePublicAddress(request);
        return buildReportCard(actor, params.studentId, query.academicYear, query.academicTerm);
      },
    ),
    // PUT /api/reports/report-card/{studentId} — the class's teachers or an admin set the term's remark
    PUT: route({ role: "daily-report", params: reportCardParams, body: remarkBody }, async ({ actor, params, body }) =>
      saveRemark(actor, params.studentId, body.academicYear, body.academicTerm, body.remark),
    ),
  },
  "/api/reports/report-card/[studentId]/pdf": {
    // GET /api/reports/report-card/{studentId}/pdf — the card as a one-page A4 PDF
    GET: route(
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
    ),
  },
  "/api/reports/report-cards/class/[classId]": {
    // GET /api/reports/report-cards/class/{classId} — every student's card in one PDF, a page each, streamed
    GET: route(
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
    ),
  },
  "/api/verify/[code]": {
    // GET /api/verify/{code} — public: what a report card's code proves (Valid, Changed since, Not valid)
    GET: route({ role: "public", params: verifyParams, query: verifyQuery }, async ({ params, query, request }) =>
      verifyCard(params.code, query.s, clientAddress(request)),
    ),
  },
} satisfies ApiRoutes;
