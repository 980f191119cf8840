import { sessionCookie } from "@/lib/auth/tokens";
import { callerOf } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { signIn } from "@/lib/services/sign-in";
import { toUserJson } from "@/lib/services/users";
import { signInSchema } from "@/lib/validation/auth";

// POST /api/auth/signin — check credentials (throttled), start a session: Bearer token in the body, cookie for the screens
export const POST = route({ role: "public", body: signInSchema }, async ({ body, request }) => {
  const { user, session } = await signIn(body, callerOf(request));
  return Response.json(
    { token: session.bearer, user: toUserJson(user), ...(user.mustChangePassword ? { mustChangePassword: true } : {}) },
    { headers: { "Set-Cookie": sessionCookie(session.cookie, session.maxAgeSeconds) } },
  );
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
