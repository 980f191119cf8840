import { route } from "@/lib/http/route";
import { buildMarksReport } from "@/lib/reports/marks-report";
import { schoolReportParams } from "@/lib/reports/reports.schema";

// GET /api/reports/marks/{schoolId} — marks summary of one of the actor's schools
export const GET = route({ role: "signed-in", params: schoolReportParams }, async ({ actor, params }) =>
  buildMarksReport(actor, params.schoolId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
