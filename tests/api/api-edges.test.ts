import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import type { AppRouteHandlers } from "next/dist/server/route-modules/app-route/module";
import { autoImplementMethods } from "next/dist/server/route-modules/app-route/helpers/auto-implement-methods";
import { config as proxyConfig, proxy } from "@/proxy";
import { env } from "@/lib/env";
import { safeCallback } from "@/lib/auth/redirects";
import { allowHeader, matchApiRoute } from "@/lib/http/api-routes";
import { apiTable, paramsOf, routeList } from "@/lib/http/api-table";
import { apiRoutes } from "@/app/api/routes";
import { endSession } from "@/lib/auth/sessions";
import * as catchAll from "@/app/api/[...path]/route";
import { discoverApiRoutes, urlFor } from "../helpers/matrix-routes";
import { makeUser } from "../helpers/api";

const ORIGIN = "http://school.test";
const routes = routeList(apiRoutes);

type Dispatch = (request: NextRequest, context: { params: Promise<object> }) => Promise<Response>;
/** What Next runs for each method of the one /api route module (its exports, HEAD from GET). */
const next = autoImplementMethods(catchAll as unknown as AppRouteHandlers) as unknown as Record<string, Dispatch>;

/** A request as `next start` handles it: the catch-all route, its params as Next gives them, our dispatch. */
async function dispatch(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Response> {
  const rest = path.split("?")[0].split("/").filter(Boolean).slice(1);
  return next[method](new NextRequest(`${ORIGIN}${path}`, { method, headers, body }), {
    params: Promise.resolve({ path: rest }),
  });
}

describe("unknown /api paths and wrong methods answer JSON (docs/api-contract.md#conventions)", () => {
  it("an unknown path is 404 { message }, never cached", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const res = await dispatch(method, "/api/reports/nothing/here");
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ message: "No such API endpoint", code: "no-such-endpoint" });
    }
  });

  it("one feature table per pattern: a pattern in two tables is refused when the app loads", () => {
    const table = { "/api/x": { GET: async () => new Response() } };
    expect(() => apiTable(table, table)).toThrow("/api/x is in two route tables");
    expect(Object.keys(apiRoutes).length).toBe(routes.length);
  });

  it("matches paths the way Next does: static beats dynamic; a path no route has matches nothing", () => {
    expect(matchApiRoute(routes, "/api/marks/bulk")?.pattern).toBe("/api/marks/bulk");
    expect(matchApiRoute(routes, "/api/marks/abc123")?.pattern).toBe("/api/marks/[id]");
    expect(matchApiRoute(routes, "/api/reports/class/c1/pdf")?.pattern).toBe("/api/reports/class/[classId]/pdf");
    expect(matchApiRoute(routes, "/api/reports/attendance/all")?.pattern).toBe("/api/reports/attendance/all");
    expect(matchApiRoute(routes, "/api/students/import")?.pattern).toBe("/api/students/import");
    expect(matchApiRoute(routes, "/api/marks/abc/def")).toBeUndefined();
    expect(allowHeader({ pattern: "/x", methods: ["GET", "PUT"] })).toBe("GET, HEAD, OPTIONS, PUT");
  });

  it("hands a route its params by the pattern's names, decoded as Next decodes them", () => {
    expect(paramsOf("/api/at-risk/[studentId]/interventions/[id]", "/api/at-risk/s%201/interventions/i2")).toEqual({
      studentId: "s 1",
      id: "i2",
    });
    expect(paramsOf("/api/marks/[id]", "/api/marks/%E0%A4%A")).toEqual({ id: "%E0%A4%A" });
  });

  it("a route answers on /main/api/… as on /api/… (the rewrite of docs/product-spec.md#route-table)", async () => {
    expect((await dispatch("GET", "/main/api/health")).status).toBe(200);
  });

  it.each([
    ["POST", "/api/health", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/auth/signin", "OPTIONS, POST"],
    ["GET", "/api/auth/change-password", "OPTIONS, PUT"],
    ["HEAD", "/api/auth/change-password", "OPTIONS, PUT"],
    ["PATCH", "/api/marks/abc123", "DELETE, GET, HEAD, OPTIONS, PUT"],
  ])("%s %s → 405 { message, code } with Allow: %s", async (method, path, allow) => {
    const res = await dispatch(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("cache-control")).toBe("no-store");
    if (method !== "HEAD")
      expect(await res.json()).toEqual({
        message: `${method} is not allowed here. Allowed: ${allow}`,
        code: "method-not-allowed",
        params: { method, allow },
      });
  });

  it("every route answers each method it does not take with 405 and Allow, and OPTIONS as a preflight", async () => {
    for (const route of await discoverApiRoutes()) {
      const path = urlFor(
        route,
        route.params.map(() => "x"),
      ).pathname;
      const allow = allowHeader({ pattern: route.pattern, methods: Object.keys(route.handlers) });
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"] as const) {
        const own = route.handlers[method] ?? (method === "HEAD" ? route.handlers.GET : undefined);
        if (own) continue;
        const res = await dispatch(method, path);
        expect(res.status, `${method} ${route.file}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${route.file}`).toBe(allow);
      }
      const preflight = await dispatch("OPTIONS", path);
      // No origin is allowed by default: a preflight from anywhere is refused.
      expect(preflight.status, `OPTIONS ${route.file}`).toBe(403);
    }
  });

  it("OPTIONS from an origin in CORS_ORIGINS is a 204 preflight naming it", async () => {
    const origin = "https://partner.example";
    env.CORS_ORIGINS.push(origin);
    try {
      const res = await dispatch("OPTIONS", "/api/attendance/bulk", {
        origin,
        "access-control-request-method": "POST",
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
      expect(res.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
    } finally {
      env.CORS_ORIGINS.pop();
    }
  });

  it("serves no bench route: /api/bench/floor is an unknown path (the benches start their own servers)", async () => {
    for (const method of ["GET", "POST"]) {
      const answer = await dispatch(method, "/api/bench/floor");
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "No such API endpoint", code: "no-such-endpoint" });
    }
  });

  it("lets allowed methods and unknown paths through to their handlers; the proxy never runs for /api", async () => {
    expect((await dispatch("GET", "/api/health")).status).toBe(200);
    expect((await dispatch("HEAD", "/api/health")).status).toBe(200);
    const unknown = await dispatch("DELETE", "/api/no/such/thing");
    expect(unknown.status).toBe(404);
    for (const url of ["/api/health", "/api/attendance/bulk", "/api", "/api/no/such/thing"])
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url }), url).toBe(false);
    for (const url of ["/", "/comment", "/main/attendance", "/admin/print/class/c1", "/apiary"])
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url }), url).toBe(true);
  });
});

describe("callbackUrl is honoured only for our own screens (docs/product-spec.md#after-authentication)", () => {
  it.each([
    ["/\t/attacker.example"],
    ["/\n/attacker.example"],
    ["/\r\n/attacker.example/comment"],
    ["/\\attacker.example"],
    ["\\\\attacker.example/comment"],
    ["//attacker.example/comment"],
    [decodeURIComponent("%2F%09%2Fattacker.example")],
    [decodeURIComponent("%2F%2Fattacker.example")],
    ["/%2F%2Fattacker.example"],
    ["https://attacker.example/comment"],
    ["http://school.test.attacker.example/comment"],
    ["http://school.test@attacker.example/comment"],
    ["javascript:alert(1)//comment"],
    ["data:text/html,<script>alert(1)</script>"],
    [" /comment/../../api/auth/logout"],
    ["/api/auth/logout"],
    ["/signin"],
    ["/"],
    ["/comment/../admin/../../x"],
    ["/commentary"],
    [""],
  ])("refuses %j", (value) => {
    expect(safeCallback(value, ORIGIN)).toBeNull();
  });

  it.each([
    ["/comment", "/comment"],
    ["/admin", "/admin"],
    ["/marks?page=2&academicYear=2025-2026", "/marks?page=2&academicYear=2025-2026"],
    ["/edit-marks/abc123", "/edit-marks/abc123"],
    ["/main/attendance", "/main/attendance"],
    ["/admin/print/class/c1", "/admin/print/class/c1"],
    ["http://school.test/comment", "/comment"],
    ["/change-password", "/change-password"],
    ["/my-submissions", "/my-submissions"],
    ["/main/my-submissions/attendance/c1/2026-03-09", "/main/my-submissions/attendance/c1/2026-03-09"],
    ["/marks/../comment", "/comment"],
  ])("keeps %j as %j", (value, expected) => {
    expect(safeCallback(value, ORIGIN)).toBe(expected);
  });
});

describe("screens: a CSP nonce per response, and the same identity check as the API", () => {
  it("sets a fresh nonce in the CSP of the response and of the request Next renders with; no 'unsafe-inline' for scripts", async () => {
    const first = await proxy(new NextRequest(`${ORIGIN}/signin`));
    const second = await proxy(new NextRequest(`${ORIGIN}/signin`));
    const csp = first.headers.get("content-security-policy")!;
    const scripts = csp.split("; ").find((part) => part.startsWith("script-src"))!;
    expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/);
    expect(scripts).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    // Next reads the nonce from the request's CSP header: the proxy forwards it there too.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("an ended session's cookie is signed out at the door and cleared (no redirect loop between /signin and /comment)", async () => {
    const user = await makeUser();
    const cookie = `next-auth.session-token=${user.cookie}`;
    const live = await proxy(new NextRequest(`${ORIGIN}/signin`, { headers: { cookie } }));
    expect(live.headers.get("location")).toBe(`${ORIGIN}/comment`);
    await endSession(user.sessionId);
    const signin = await proxy(new NextRequest(`${ORIGIN}/signin`, { headers: { cookie } }));
    expect(signin.status).toBe(200);
    expect(signin.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    const screen = await proxy(new NextRequest(`${ORIGIN}/comment`, { headers: { cookie } }));
    expect(screen.status).toBe(307);
    expect(screen.headers.get("location")).toBe(`${ORIGIN}/signin?callbackUrl=%2Fcomment`);
  });

  it("a teacher is sent from /admin to /comment; an admin is let in", async () => {
    const teacher = await makeUser();
    const admin = await makeUser("admin");
    const asTeacher = await proxy(
      new NextRequest(`${ORIGIN}/main/admin`, { headers: { cookie: `next-auth.session-token=${teacher.cookie}` } }),
    );
    expect(asTeacher.headers.get("location")).toBe(`${ORIGIN}/comment`);
    const asAdmin = await proxy(
      new NextRequest(`${ORIGIN}/admin`, { headers: { cookie: `next-auth.session-token=${admin.cookie}` } }),
    );
    expect(asAdmin.headers.get("x-middleware-next")).toBe("1");
  });
});
