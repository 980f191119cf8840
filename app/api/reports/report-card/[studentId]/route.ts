import { route } from "@/lib/http/route";
import { requirePublicAddress } from "@/lib/http/card-address";
import { buildReportCard } from "@/lib/report-cards/build";
import { saveRemark } from "@/lib/report-cards/remarks";
import { remarkBody, reportCardParams, reportCardQuery } from "@/lib/marks/grading.schema";

// GET /api/reports/report-card/{studentId} — one student's card for a term (or the three terms and the year)
export const GET = route(
  { role: "signed-in", params: reportCardParams, query: reportCardQuery },
  async ({ actor, params, query, request }) => {
    requirePublicAddress(request);
    return buildReportCard(actor, params.studentId, query.academicYear, query.academicTerm);
  },
);

// PUT /api/reports/report-card/{studentId} — the class's teachers or an admin set the term's remark
export const PUT = route(
  { role: "daily-report", params: reportCardParams, body: remarkBody },
  async ({ actor, params, body }) =>
    saveRemark(actor, params.studentId, body.academicYear, body.academicTerm, body.remark),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
