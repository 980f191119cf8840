import { route } from "@/lib/http/route";
import { getAtRiskStudent } from "@/lib/early-warning/at-risk-student";
import { studentParams } from "@/lib/early-warning/early-warning.schema";

// GET /api/at-risk/{studentId} — one student's reasons, attendance calendar and marks trend
export const GET = route({ role: "daily-report", params: studentParams }, async ({ actor, params }) =>
  getAtRiskStudent(actor, params.studentId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
