import { route } from "@/lib/http/route";
import { getJoinCode, renewJoinCode, setJoinApproval } from "@/lib/people/school-join";
import { joinSettingsSchema, schoolParams } from "@/lib/people/people.schema";

// GET /api/schools/{id}/join-code — the school's join code and whether joining needs approval (admins and members)
export const GET = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
  getJoinCode(actor, params.id),
);

// POST /api/schools/{id}/join-code — renew the code; the old one stops working (admins and the school's teachers)
export const POST = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
  renewJoinCode(actor, params.id),
);

// PATCH /api/schools/{id}/join-code { needsApproval } — whether the code joins at once (admins and the school's teachers)
export const PATCH = route(
  { role: "signed-in", params: schoolParams, body: joinSettingsSchema },
  async ({ actor, params, body }) => setJoinApproval(actor, params.id, body.needsApproval),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
