import { route } from "@/lib/http/route";
import { addMember, listMembers } from "@/lib/people/school-members";
import { addMemberSchema, schoolParams } from "@/lib/people/people.schema";

// GET /api/schools/{id}/members — the school's members and pending requests (admins and members)
export const GET = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
  listMembers(actor, params.id),
);

// POST /api/schools/{id}/members { userId } — an admin adds a user to the school directly
export const POST = route(
  { role: "admin", params: schoolParams, body: addMemberSchema, status: 201 },
  async ({ actor, params, body, tx }) => addMember(actor, params.id, body.userId, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
