// First: Next's request-scope storage must see AsyncLocalStorage before next/server loads.
import { inRequestScope } from "../helpers/request-scope";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { makeUser } from "../helpers/api";

// Every read sent through sql(…).rows (the session check's way to the database), to count them.
// `fail`: the next statement fails as a lost database connection would.
const sent = vi.hoisted(() => ({ statements: [] as string[], fail: false }));
vi.mock("@/lib/db", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/db")>();
  return {
    ...original,
    sql: (client: Parameters<typeof original.sql>[0]) => {
      const real = original.sql(client);
      return {
        ...real,
        rows: (statement: Prisma.Sql | TemplateStringsArray, ...values: unknown[]) => {
          sent.statements.push("text" in statement ? statement.text : statement.join("?"));
          if (sent.fail) {
            sent.fail = false;
            return Promise.reject(Object.assign(new Error("Connection terminated"), { code: "57P01" }));
          }
          return real.rows(statement, ...values);
        },
      };
    },
  };
});

const { proxy } = await import("@/proxy");
const { currentActor } = await import("@/lib/auth/current-actor");
const { FORWARDED_IDENTITY_HEADER, forwardedIdentity, sealIdentity } = await import("@/lib/auth/forwarded-identity");
const { identify } = await import("@/lib/auth/identity");

const ORIGIN = "http://school.test";
const sessionQueries = () => sent.statements.filter((text) => text.includes('FROM "Session"')).length;

/** The headers the page is rendered with after the proxy's answer (Next applies the proxy's request overrides). */
function pageHeaders(request: Request, response: Response): Headers {
  const overridden = response.headers.get("x-middleware-override-headers");
  if (!overridden) return new Headers(request.headers);
  const headers = new Headers();
  for (const name of overridden.split(",")) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** One screen request as `next start` serves it: the proxy, then the page's currentActor(). */
async function screenRequest(path: string, headers: Record<string, string>) {
  const request = new NextRequest(`${ORIGIN}${path}`, { headers });
  const response = await proxy(request);
  const forwarded = pageHeaders(request, response);
  const actor = await inRequestScope(new Request(request.url, { headers: forwarded }), () => currentActor());
  return { response, forwarded, actor };
}

beforeEach(() => {
  sent.statements = [];
});
afterEach(() => vi.useRealTimers());

describe("one identity check per screen request (proxy.ts → currentActor)", () => {
  it("the page reads the proxy's answer: one session query for the whole request", async () => {
    const teacher = await makeUser();
    const { response, actor } = await screenRequest("/comment", {
      cookie: `next-auth.session-token=${teacher.cookie}`,
    });
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(actor?.id).toBe(teacher.id);
    expect(actor?.role).toBe("teacher");
    expect(sessionQueries()).toBe(1);
  });

  it("a signed-out visitor on a public screen: no second look at a dead cookie", async () => {
    const teacher = await makeUser();
    const { endSession } = await import("@/lib/auth/sessions");
    await endSession(teacher.sessionId);
    sent.statements = [];
    const { actor, response } = await screenRequest("/privacy", {
      cookie: `next-auth.session-token=${teacher.cookie}`,
    });
    expect(actor).toBeNull();
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(sessionQueries()).toBe(1);
  });

  it("a forged header from outside never reaches the page: the proxy replaces it with its own answer", async () => {
    const [teacher, admin] = await Promise.all([makeUser(), makeUser("admin")]);
    const adminIdentity = (await identify(new Headers({ authorization: `Bearer ${admin.token}` })))!;
    const forgeries = [
      JSON.stringify(adminIdentity),
      `${Buffer.from(JSON.stringify({ identity: adminIdentity, at: Date.now() })).toString("base64url")}.AAAA`,
      // Signed, but for the admin's own credentials: no good beside the teacher's cookie.
      sealIdentity(adminIdentity, new Headers({ authorization: `Bearer ${admin.token}` })),
    ];
    for (const forged of forgeries) {
      const { actor, forwarded } = await screenRequest("/comment", {
        cookie: `next-auth.session-token=${teacher.cookie}`,
        [FORWARDED_IDENTITY_HEADER]: forged,
      });
      expect(forwarded.get(FORWARDED_IDENTITY_HEADER)).not.toBe(forged);
      expect(actor?.id).toBe(teacher.id);
    }
  });

  it("a page that gets a forged or replayed header without the proxy identifies the request itself", async () => {
    const [teacher, admin] = await Promise.all([makeUser(), makeUser("admin")]);
    const adminIdentity = (await identify(new Headers({ authorization: `Bearer ${admin.token}` })))!;
    const asTeacher = { cookie: `next-auth.session-token=${teacher.cookie}` };
    const unsigned = `${Buffer.from(JSON.stringify({ identity: adminIdentity, at: Date.now() })).toString("base64url")}.`;
    const forOthers = sealIdentity(adminIdentity, new Headers({ authorization: `Bearer ${admin.token}` }));
    for (const forged of [unsigned, forOthers, "garbage", `${forOthers}x`]) {
      const headers = new Headers({ ...asTeacher, [FORWARDED_IDENTITY_HEADER]: forged });
      expect(forwardedIdentity(headers), forged).toBeUndefined();
      sent.statements = [];
      const actor = await inRequestScope(new Request(`${ORIGIN}/comment`, { headers }), () => currentActor());
      expect(actor?.id).toBe(teacher.id);
      expect(sessionQueries()).toBe(1);
    }
  });

  it("a forwarded answer is good for its own request's credentials, and only for 30 s", () => {
    const headers = new Headers({ authorization: "Bearer abc" });
    const identity = {
      actor: { id: "u1", username: "u", email: "u@x.test", role: "teacher" as const },
      via: "bearer" as const,
      sessionId: "s1",
    };
    const now = Date.UTC(2026, 10, 26, 8);
    const sealed = sealIdentity(identity, headers, now);
    const withIt = (extra: Record<string, string>) =>
      new Headers({ authorization: "Bearer abc", ...extra, [FORWARDED_IDENTITY_HEADER]: sealed });
    expect(forwardedIdentity(withIt({}), now + 1000)).toEqual({ identity });
    expect(forwardedIdentity(withIt({}), now + 31_000)).toBeUndefined();
    expect(forwardedIdentity(withIt({}), now - 1000)).toBeUndefined();
    expect(forwardedIdentity(withIt({ authorization: "Bearer abd" }), now)).toBeUndefined();
    expect(forwardedIdentity(withIt({ cookie: "next-auth.session-token=other" }), now)).toBeUndefined();
    expect(forwardedIdentity(new Headers({ [FORWARDED_IDENTITY_HEADER]: sealed }), now)).toBeUndefined();
    const nobody = sealIdentity(null, new Headers(), now);
    expect(forwardedIdentity(new Headers({ [FORWARDED_IDENTITY_HEADER]: nobody }), now)).toEqual({ identity: null });
  });

  it("when the proxy could not read the session (database fault), it hands the page nothing to trust", async () => {
    const teacher = await makeUser();
    const request = new NextRequest(`${ORIGIN}/privacy`, {
      headers: { cookie: `next-auth.session-token=${teacher.cookie}` },
    });
    sent.fail = true;
    const response = await proxy(request);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(pageHeaders(request, response).get(FORWARDED_IDENTITY_HEADER)).toBeNull();
  });
});
