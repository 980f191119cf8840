import { route } from "@/lib/http/route";
import { approveRequest } from "@/lib/people/school-members";
import { memberParams } from "@/lib/people/people.schema";

// POST /api/schools/{id}/members/{userId}/approve — approve a pending request (the school's teachers, admins)
export const POST = route({ role: "signed-in", params: memberParams }, async ({ actor, params }) =>
  approveRequest(actor, params.id, params.userId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
