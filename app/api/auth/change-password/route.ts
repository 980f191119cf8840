import { route } from "@/lib/http/route";
import { changePassword } from "@/lib/people/users";
import { changePasswordSchema } from "@/lib/people/auth.schema";

// PUT /api/auth/change-password — check the current password, set a new one, end the user's other sessions
export const PUT = route({ role: "signed-in", body: changePasswordSchema }, async ({ actor, sessionId, body }) => {
  const { endedSessions } = await changePassword(actor, sessionId!, body);
  return { message: "Password changed successfully!", endedSessions };
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
