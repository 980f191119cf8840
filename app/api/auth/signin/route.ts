import { deviceCookieHeader } from "@/lib/auth/device-cookie";
import { sessionCookie } from "@/lib/auth/tokens";
import { callerOf } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { signIn } from "@/lib/people/sign-in";
import { toUserJson } from "@/lib/people/users";
import { signInSchema } from "@/lib/people/auth.schema";

// POST /api/auth/signin — check credentials (throttled), start a session: Bearer token in the body, cookie for the
// screens, and the device cookie (lib/auth/device-cookie.ts)
export const POST = route({ role: "public", body: signInSchema }, async ({ body, request }) => {
  const { user, session, deviceCookie } = await signIn(body, callerOf(request));
  // The session's cookie for the screens, and the device cookie: this device now knows this account.
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.cookie, session.maxAgeSeconds));
  headers.append("Set-Cookie", deviceCookieHeader(deviceCookie));
  return Response.json(
    { token: session.bearer, user: toUserJson(user), ...(user.mustChangePassword ? { mustChangePassword: true } : {}) },
    { headers },
  );
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
