import { route } from "@/lib/http/route";
import { buildClassReport } from "@/lib/reports/class-report";
import { classReportParams } from "@/lib/reports/reports.schema";

// GET /api/reports/class/{classId} — one of the actor's classes: students, attendance and marks
export const GET = route({ role: "signed-in", params: classReportParams }, async ({ actor, params }) =>
  buildClassReport(actor, params.classId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
