import { route } from "@/lib/http/route";
import { endSessionsOf } from "@/lib/people/user-admin";
import { idParams } from "@/lib/validation/common";

// POST /api/admin/users/{id}/end-sessions — sign a user out everywhere (every Bearer token and cookie)
export const POST = route({ role: "admin", params: idParams }, async ({ actor, params }) => {
  const { endedSessions } = await endSessionsOf(actor, params.id);
  return { message: endedSessions === 1 ? "Ended 1 session" : `Ended ${endedSessions} sessions`, endedSessions };
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
