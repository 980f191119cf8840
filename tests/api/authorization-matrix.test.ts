// First: Next's request-scope storage must see AsyncLocalStorage before next/server loads.
import { inRequestScope } from "../helpers/request-scope";
import { databaseSnapshot } from "../helpers/db-snapshot";
import { expectProblem } from "../helpers/problem-body";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { CompactSign } from "jose";
import { readBearer, sealCookie, signBearer } from "@/lib/auth/tokens";
import { startSession } from "@/lib/auth/sessions";
import { discoverApiRoutes, paramsFor, urlFor, type DiscoveredRoute, type Method } from "../helpers/matrix-routes";
import { createMatrixFixture, privateIdsOfA, WHO, type MatrixFixture, type Who } from "../helpers/matrix-fixture";
import { MATRIX, type MatrixRequest } from "../helpers/matrix-table";

// Walked at collection time so every route+method becomes its own test and a new one cannot hide.
const routes: DiscoveredRoute[] = await discoverApiRoutes();
const cells = routes.flatMap((route) =>
  (Object.keys(route.handlers) as Method[]).map((method) => ({ route, method, key: `${method} ${route.key}` })),
);

let fixture: MatrixFixture;
beforeAll(async () => {
  fixture = await createMatrixFixture();
});

async function callAs(route: DiscoveredRoute, method: Method, who: Who, spec: MatrixRequest) {
  return callWith(route, method, spec.token ?? fixture.token(who), spec);
}

async function callWith(route: DiscoveredRoute, method: Method, token: string | null, spec: MatrixRequest) {
  const values = spec.params ?? route.params.map(() => "none");
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (spec.body !== undefined) {
    body = JSON.stringify(spec.body);
    headers["content-type"] = "application/json";
  }
  if (spec.rawBody) {
    body = spec.rawBody.text;
    headers["content-type"] = spec.rawBody.type;
  }
  // Next hands route handlers a NextRequest (next-auth reads `nextUrl`).
  const request = new NextRequest(urlFor(route, values, spec.query), { method, headers, body });
  const response = await inRequestScope(request, () =>
    route.handlers[method]!(request, { params: Promise.resolve(paramsFor(route, values)) }),
  );
  const text = await response.text();
  return {
    status: response.status,
    text,
    type: response.headers.get("content-type") ?? "",
    cache: response.headers.get("cache-control"),
  };
}

describe("authorization matrix", () => {
  it("has a row for every route and method under app/api, and no row for a route that is gone", () => {
    const missing = cells.filter((cell) => !MATRIX[cell.key]).map((cell) => `${cell.key}  (${cell.route.file})`);
    if (missing.length) throw new Error(`Add these to tests/helpers/matrix-table.ts:\n${missing.join("\n")}`);
    const present = new Set(cells.map((cell) => cell.key));
    const stale = Object.keys(MATRIX).filter((key) => !present.has(key));
    if (stale.length) throw new Error(`Rows without a route (remove them or restore the route):\n${stale.join("\n")}`);
  });

  describe.each(cells.filter((cell) => MATRIX[cell.key]))("$key", ({ route, method, key }) => {
    it.each(WHO)("as %s", async (who) => {
      const expected = MATRIX[key].expect[who];
      const spec = (await MATRIX[key].request?.(fixture, who)) ?? {};
      // A refused write must leave every table as it was.
      const refusedWrite = method !== "GET" && expected >= 400;
      const before = refusedWrite ? await databaseSnapshot() : undefined;
      const res = await callAs(route, method, who, spec);
      if (before) expect(await databaseSnapshot(), `${key} as ${who} wrote despite ${res.status}`).toEqual(before);
      expect(res.status, `${key} as ${who}: ${res.text.slice(0, 300)}`).toBe(expected);
      expect(res.cache, `${key}: every /api answer is no-store`).toBe("no-store");
      if (res.status >= 400 && res.type.includes("json")) {
        expectProblem(res.status, res.text, `${key} as ${who}`);
      }
      if (who === "teacherB" && res.status < 300) {
        // A's records must not leak into what teacher B is shown.
        const leaked = privateIdsOfA(fixture).filter((id) => res.text.includes(id));
        expect(leaked, `${key} showed teacher A's records to teacher B`).toEqual([]);
      }
    });
  });

  // docs/api-contract.md#conventions: a forged, expired, other-key or ended-session token is 401 wherever anonymous
  // is, with admin's own valid request (so the token alone is refused) and nothing written.
  describe("bad Bearer tokens", () => {
    let badTokens: [string, string][];
    beforeAll(async () => {
      const admin = fixture.users.admin;
      const claims = (await readBearer(admin.token))!;
      const payload = new TextEncoder().encode(
        JSON.stringify({ sub: admin.id, sid: claims.sid, role: "admin", exp: Math.floor(Date.now() / 1000) + 600 }),
      );
      const ended = await startSession(admin);
      const { endSession } = await import("@/lib/auth/sessions");
      await endSession(ended.sessionId);
      badTokens = [
        [
          "another key",
          await new CompactSign(payload)
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .sign(new TextEncoder().encode("another-secret-another-secret-another-1")),
        ],
        [
          "unsigned (alg none)",
          `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(payload).toString("base64url")}.`,
        ],
        ["expired", await signBearer(admin, claims.sid, new Date(Date.now() - 60_000))],
        ["tampered", `${admin.token.slice(0, -4)}AAAA`],
        ["forged", "forged.token.value"],
        ["the cookie's format", await sealCookie(claims, 600)],
        [
          "an old next-auth token without a session",
          await encode({ token: { sub: admin.id, role: "admin" }, secret: process.env.NEXTAUTH_SECRET! }),
        ],
        ["an ended session", ended.bearer],
      ];
    });

    it.each(cells.filter((cell) => MATRIX[cell.key]?.expect.anonymous === 401))(
      "$key",
      async ({ route, method, key }) => {
        const spec = (await MATRIX[key].request?.(fixture, "admin")) ?? {};
        const before = method === "GET" ? undefined : await databaseSnapshot();
        for (const [kind, token] of badTokens) {
          const res = await callWith(route, method, token, spec);
          expect(res.status, `${key} with a ${kind} token: ${res.text.slice(0, 200)}`).toBe(401);
          expect(expectProblem(res.status, res.text, `${key} with a ${kind} token`).code).toMatch(
            /^(sign-in-required|token-invalid|session-ended|authorization-invalid)$/,
          );
        }
        if (before) expect(await databaseSnapshot(), `${key} wrote with a bad token`).toEqual(before);
      },
    );
  });
});
