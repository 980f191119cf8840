import { route } from "@/lib/http/route";
import { removeMemberOrRequest } from "@/lib/people/school-members";
import { memberParams } from "@/lib/people/people.schema";

// DELETE /api/schools/{id}/members/{userId} — reject a pending request (the school's teachers, admins) or remove a member (admins)
export const DELETE = route({ role: "signed-in", params: memberParams }, async ({ actor, params }) =>
  removeMemberOrRequest(actor, params.id, params.userId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
