import { cookieValue } from "@/lib/auth/identity";
import { endSession } from "@/lib/auth/sessions";
import { readCookie, clearedSessionCookie, SESSION_COOKIE } from "@/lib/auth/tokens";
import { route } from "@/lib/http/route";

// POST /api/auth/logout — end the session it is called with (Bearer or cookie; both when both are sent) and clear the cookie;
// a cross-site post without a Bearer token is 403 and changes nothing
export const POST = route({ role: "public", sameSiteOnly: true }, async ({ sessionId, request }) => {
  const cookie = cookieValue(request.headers.get("cookie"), SESSION_COOKIE);
  const fromCookie = cookie ? await readCookie(cookie) : null;
  await Promise.all([sessionId, fromCookie?.sid].filter((id): id is string => Boolean(id)).map(endSession));
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie() } });
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
