import { verifyCredentials } from "@/lib/auth/credentials";
import { sessionCookie, signToken } from "@/lib/auth/token";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { recordServerEvent } from "@/lib/services/tracking";
import { toUserJson } from "@/lib/services/users";
import { signInSchema } from "@/lib/validation/auth";

// POST /api/auth/signin — check credentials (throttled), answer a Bearer token and set the session cookie
export const POST = route({ role: "public", body: signInSchema }, async ({ body, request }) => {
  const user = await verifyCredentials(body.username, body.password, clientAddress(request));
  const token = await signToken(user);
  // Counted for the adoption view whatever the client (browser or Bearer-only); never fails sign-in.
  await recordServerEvent({ type: "sign_in", userId: user.id, ip: clientAddress(request), userAgent: request.headers.get("user-agent") });
  return Response.json({ token, user: toUserJson(user) }, { headers: { "Set-Cookie": sessionCookie(token) } });
});
