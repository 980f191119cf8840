import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { safeCallback } from "@/lib/auth/redirects";
import { allowHeader, matchApiRoute, methodNotAllowed } from "@/lib/http/api-routes";
import { scanApiRoutes } from "@/lib/http/api-routes-scan.mjs";
import { endSession } from "@/lib/auth/sessions";
import { GET as unknownGet, POST as unknownPost } from "@/app/api/[...path]/route";
import { discoverApiRoutes } from "./helpers/matrix-routes";
import { makeUser } from "./helpers/api";

const ORIGIN = "http://school.test";
const routes = scanApiRoutes(process.cwd());

describe("unknown /api paths and wrong methods answer JSON (docs/api-contract.md#conventions)", () => {
  it("an unknown path is 404 { message }, never cached", async () => {
    for (const handler of [unknownGet, unknownPost]) {
      const res = handler(new Request(`${ORIGIN}/api/reports/nothing/here`, { method: "POST" }));
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ message: "No such API endpoint", code: "no-such-endpoint" });
    }
  });

  it("the build-time route table lists exactly the methods each route file exports", async () => {
    const real = await discoverApiRoutes();
    expect(routes.map((route) => route.pattern)).toEqual(
      real.map((route) => route.pattern).sort((a, b) => a.localeCompare(b)),
    );
    for (const route of real) {
      expect(routes.find((entry) => entry.pattern === route.pattern)?.methods, route.file).toEqual(
        Object.keys(route.handlers).sort(),
      );
    }
  });

  it("matches paths the way Next does: static beats dynamic beats catch-all", () => {
    expect(matchApiRoute(routes, "/api/marks/bulk")?.pattern).toBe("/api/marks/bulk");
    expect(matchApiRoute(routes, "/api/marks/abc123")?.pattern).toBe("/api/marks/[id]");
    expect(matchApiRoute(routes, "/api/reports/class/c1/pdf")?.pattern).toBe("/api/reports/class/[classId]/pdf");
    expect(matchApiRoute(routes, "/api/marks/abc/def")?.pattern).toBe("/api/[...path]");
    expect(allowHeader({ pattern: "/x", methods: ["GET", "PUT"] })).toBe("GET, HEAD, OPTIONS, PUT");
  });

  it.each([
    ["POST", "/api/health", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/auth/signin", "OPTIONS, POST"],
    ["GET", "/api/auth/change-password", "OPTIONS, PUT"],
    ["PATCH", "/api/marks/abc123", "DELETE, GET, HEAD, OPTIONS, PUT"],
  ])("%s %s → 405 { message } with Allow: %s (through proxy.ts)", async (method, path, allow) => {
    const res = await proxy(new NextRequest(`${ORIGIN}${path}`, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { message: string }).message).toBe(
      `${method} is not allowed here. Allowed: ${allow}`,
    );
  });

  it("lets allowed methods and unknown paths through to their handlers", async () => {
    expect(methodNotAllowed(routes, "/api/health", "GET")).toBeNull();
    expect(methodNotAllowed(routes, "/api/health", "HEAD")).toBeNull();
    expect(methodNotAllowed(routes, "/api/no/such/thing", "DELETE")).toBeNull();
    const res = await proxy(new NextRequest(`${ORIGIN}/api/health`));
    expect(res.headers.get("x-middleware-next")).toBe("1");
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
