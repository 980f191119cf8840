import { clearedSessionCookie } from "@/lib/auth/token";
import { route } from "@/lib/http/route";

// POST /api/auth/logout — clear the session cookie (Bearer tokens simply stop being sent)
export const POST = route({ role: "public" }, async () =>
  new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie() } }),
);
