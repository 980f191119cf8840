import { route } from "@/lib/http/route";
import { updateSchool } from "@/lib/schools/schools";
import { updateSchoolSchema } from "@/lib/schools/schools.schema";

// PUT /api/schools/my-school — edit a school the actor belongs to (admins: any); body carries its _id.
// Teachers and admins ("daily-report"): a mentor observes a school, it is not theirs to rename (403).
export const PUT = route({ role: "daily-report", body: updateSchoolSchema }, async ({ actor, body }) =>
  updateSchool(actor, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
