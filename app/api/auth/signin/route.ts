import { db } from "@/lib/db";
import { verifyCredentials } from "@/lib/auth/credentials";
import { startSession } from "@/lib/auth/sessions";
import { sessionCookie } from "@/lib/auth/tokens";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { recordServerEvent } from "@/lib/services/tracking";
import { toUserJson } from "@/lib/services/users";
import { signInSchema } from "@/lib/validation/auth";

// POST /api/auth/signin — check credentials (throttled), start a session: Bearer token in the body, cookie for the screens
export const POST = route({ role: "public", body: signInSchema }, async ({ body, request }) => {
  const address = clientAddress(request);
  const user = await verifyCredentials(body.username, body.password, address);
  const session = await startSession(user);
  await db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  // Counted for the adoption view whatever the client (browser or Bearer-only); never fails sign-in.
  await recordServerEvent({
    type: "sign_in",
    userId: user.id,
    ip: address,
    userAgent: request.headers.get("user-agent"),
  });
  return Response.json(
    { token: session.bearer, user: toUserJson(user), ...(user.mustChangePassword ? { mustChangePassword: true } : {}) },
    { headers: { "Set-Cookie": sessionCookie(session.cookie, session.maxAgeSeconds) } },
  );
});
