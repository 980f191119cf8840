import { route } from "@/lib/http/route";
import { joinSchool } from "@/lib/people/school-join";
import { joinSchoolSchema } from "@/lib/people/people.schema";

// POST /api/schools/join { code } or { schoolId } — ask to join: the membership, `status` "active" or "pending" (throttled)
export const POST = route({ role: "signed-in", body: joinSchoolSchema }, async ({ actor, body, tx }) =>
  joinSchool(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
