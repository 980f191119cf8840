import { cookieValue } from "@/lib/auth/identity";
import { endSession } from "@/lib/auth/sessions";
import { SESSION_COOKIE, clearedSessionCookie, readCookie } from "@/lib/auth/tokens";
import { route } from "@/lib/http/route";
import { db, sql } from "@/lib/db";
import { englishOf } from "@/lib/problems/problem-text";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The platform's own /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const httpApi = {
  "/api/auth/logout": {
    // POST /api/auth/logout — end the session it is called with (Bearer or cookie; both when both are sent) and clear the cookie;
    // a cross-site post without a Bearer token is 403 and changes nothing
    POST: route({ role: "public", sameSiteOnly: true }, async ({ sessionId, request }) => {
      const cookie = cookieValue(request.headers.get("cookie"), SESSION_COOKIE);
      const fromCookie = cookie ? await readCookie(cookie) : null;
      await Promise.all([sessionId, fromCookie?.sid].filter((id): id is string => Boolean(id)).map(endSession));
      return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie() } });
    }),
  },
  "/api/health": {
    // GET /api/health — app and database status for probes (503 when the database does not answer)
    GET: route({ role: "public" }, async () => {
      const started = performance.now();
      try {
        await sql(db).rows`SELECT 1`;
        return { status: "ok", database: "ok", databaseLatencyMs: Math.round(performance.now() - started) };
      } catch {
        return Response.json(
          {
            status: "degraded",
            database: "unavailable",
            message: englishOf("database-unavailable"),
            code: "database-unavailable",
          },
          { status: 503 },
        );
      }
    }),
  },
} satisfies ApiRoutes;
