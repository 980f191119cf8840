import { cookieValue } from "@/lib/auth/identity";
import { endSession } from "@/lib/auth/sessions";
import { SESSION_COOKIE, clearedSessionCookie, readCookie } from "@/lib/auth/tokens";
import { route } from "@/lib/http/route";
import { db, sql } from "@/lib/db";
import { englishOf } from "@/lib/problems/problem-text";
import { offlineKeyOf } from "@/lib/auth/offline-key";
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
  "/api/offline/key": {
    // GET /api/offline/key — the key the caller's phone seals its copies of their screens and data with
    // (docs/offline.md#copies-at-sign-out); never cached (every /api answer is no-store).
    GET: route({ role: "signed-in" }, async ({ actor }) => offlineKeyOf(actor.id)),
  },
} satisfies ApiRoutes;
