import { route } from "@/lib/http/route";
import { listSchoolClassesForReport } from "@/lib/lesson-reports/lesson-reports";
import { schoolParams } from "@/lib/lesson-reports/lesson-reports.schema";

// GET /api/comments/school/{schoolId}/classes — the classes of one of the actor's schools
export const GET = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => ({
  data: await listSchoolClassesForReport(actor, params.schoolId),
}));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
