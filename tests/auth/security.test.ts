import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { isCrossSiteCookieWrite } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/read-body";
import { call, makeUser, TEST_PASSWORD, unique } from "../helpers/api";
import { httpApi } from "@/lib/http/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { POST: createClass } = schoolsApi["/api/classes"];
const { POST: signup } = peopleApi["/api/auth/signup"];
const { POST: forgotPassword } = peopleApi["/api/auth/forgot-password"];
const { GET: lookupSchool } = peopleApi["/api/schools/lookup"];
const { GET: listUsers } = peopleApi["/api/admin/users"];
const { POST: logout } = httpApi["/api/auth/logout"];
const { POST: createSchool } = schoolsApi["/api/classes/teacher-school"];

type Header = { key: string; value: string };

/** next.config.mjs's headers() as Next would apply them, for a given environment. */
async function configHeaders(
  env: Record<string, string | undefined>,
  source = "/:path*",
): Promise<Record<string, string>> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    vi.resetModules();
    // @ts-expect-error next.config.mjs is plain JavaScript without declarations
    const loaded = (await import("../../next.config.mjs")) as {
      default: { headers(): Promise<{ source: string; headers: Header[] }[]> };
    };
    const config = loaded.default;
    const rules = await config.headers();
    const all = rules.find((rule) => rule.source === source);
    return Object.fromEntries((all?.headers ?? []).map((header) => [header.key.toLowerCase(), header.value]));
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe("security headers (next.config.mjs)", () => {
  afterEach(() => vi.resetModules());

  it("every answer: nosniff, a referrer policy and no framing; /api answers: a CSP that loads nothing, never cached", async () => {
    const headers = await configHeaders({ NODE_ENV: "production", NEXTAUTH_URL: "http://localhost:3000/api/nextauth" });
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The screens' CSP carries a per-response nonce: proxy.ts sets it, not the build-time config.
    expect(headers["content-security-policy"]).toBeUndefined();
    const api = await configHeaders({ NODE_ENV: "production" }, "/api/:path*");
    expect(api["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api["cache-control"]).toBe("no-store");
    // No HSTS over plain HTTP: it would lock a LAN install out of itself.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when the app is served over TLS", async () => {
    const headers = await configHeaders({
      NODE_ENV: "production",
      NEXTAUTH_URL: "https://school.example/api/nextauth",
    });
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}; includeSubDomains/);
  });

  it("adds HSTS when only the public address is https, as the cookies turn Secure", async () => {
    const headers = await configHeaders({
      NODE_ENV: "production",
      NEXTAUTH_URL: "http://localhost:3000/api/nextauth",
      PUBLIC_URL: "https://school.example.org",
    });
    expect(headers["strict-transport-security"]).toMatch(/^max-age=/);
  });
});

describe("session cookie flags", () => {
  afterEach(() => vi.resetModules());

  async function cookieFor(url: string, publicUrl?: string) {
    const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, PUBLIC_URL: process.env.PUBLIC_URL };
    process.env.NEXTAUTH_URL = url;
    if (publicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = publicUrl;
    try {
      vi.resetModules();
      const token = await import("@/lib/auth/tokens");
      return {
        set: token.sessionCookie("abc", 600),
        cleared: token.clearedSessionCookie(),
        name: token.SESSION_COOKIE,
      };
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }

  it("is HttpOnly and SameSite=Lax, and Secure with a __Secure- name behind https", async () => {
    const plain = await cookieFor("http://localhost:3000/api/nextauth");
    expect(plain.set).toMatch(/; HttpOnly/);
    expect(plain.set).toMatch(/; SameSite=Lax/);
    expect(plain.set).toMatch(/; Path=\//);
    expect(plain.set).not.toMatch(/Secure/);
    const tls = await cookieFor("https://school.example/api/nextauth");
    expect(tls.name).toBe("__Secure-next-auth.session-token");
    expect(tls.set).toMatch(/; Secure/);
    expect(tls.set).toMatch(/; HttpOnly/);
    expect(tls.cleared).toMatch(/Max-Age=0.*; Secure/);
  });

  it("is Secure when only the public address is https (setup:server writes PUBLIC_URL, not NEXTAUTH_URL)", async () => {
    const behindProxy = await cookieFor("http://localhost:3000/api/nextauth", "https://school.example.org");
    expect(behindProxy.name).toBe("__Secure-next-auth.session-token");
    expect(behindProxy.set).toMatch(/; Secure/);
    const plain = await cookieFor("http://localhost:3000/api/nextauth", "http://192.168.1.20:3000");
    expect(plain.set).not.toMatch(/Secure/);
  });

  it("sign-in sets it HttpOnly", async () => {
    const user = await makeUser();
    const res = await call(signin, { body: { username: user.username, password: user.password } });
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
  });
});

describe("CSRF: cookie-authenticated writes must come from this site", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://school.test/api/classes", { method: "POST", headers: { host: "school.test", ...headers } });

  it.each([
    ["same-origin Origin", { origin: "http://school.test" }, false],
    ["foreign Origin", { origin: "https://evil.example" }, true],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, true],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }, true],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }, false],
    ["Sec-Fetch-Site none (typed URL)", { "sec-fetch-site": "none" }, false],
    ["Origin null (sandboxed frame)", { origin: "null" }, true],
    ["no Origin (non-browser client)", {}, false],
  ] as const)("%s → cross-site: %s", (_, headers, expected) => {
    expect(isCrossSiteCookieWrite(post(headers))).toBe(expected);
  });

  it("never blocks reads", () => {
    expect(
      isCrossSiteCookieWrite(
        new Request("http://school.test/api/classes", { headers: { origin: "https://evil.example" } }),
      ),
    ).toBe(false);
  });

  it("refuses a cross-site cookie POST with 403 and writes nothing; Bearer and same-site writes pass", async () => {
    const teacher = await makeUser();
    const school = await db.school.create({
      data: { name: unique("Csrf School"), memberships: { create: { userId: teacher.id } } },
    });
    const body = () => ({ className: unique("C"), subjectName: "Maths", classRoom: "R1", schoolId: school.id });
    const cookie = `next-auth.session-token=${teacher.cookie}`;
    const before = await db.class.count({ where: { schoolId: school.id } });

    const attack = await call<{ message: string }>(createClass, {
      body: body(),
      headers: { cookie, origin: "https://evil.example", host: "localhost" },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.message).toBe("Cross-site request refused");
    expect(await db.class.count({ where: { schoolId: school.id } })).toBe(before);

    const sameSite = await call(createClass, {
      body: body(),
      headers: { cookie, origin: "http://localhost", host: "localhost" },
    });
    expect(sameSite.status).toBe(201);
    // A Bearer token is not ambient: a page on another origin cannot make the browser send it.
    const bearer = await call(createClass, {
      body: body(),
      token: teacher.token,
      headers: { origin: "https://other-client.example" },
    });
    expect(bearer.status).toBe(201);
  });
});

describe("logout refuses cross-site posts (issue 30, finding 10)", () => {
  const sessionLives = async (id: string) => (await db.session.count({ where: { id } })) === 1;
  const formPost = { "content-type": "application/x-www-form-urlencoded", host: "localhost" };

  it.each([
    ["a form on another site (SameSite=Lax keeps the cookie off)", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ] as const)("%s: 403, no Set-Cookie, the session lives", async (_, headers) => {
    const user = await makeUser();
    const res = await call<{ message: string }>(logout, {
      method: "POST",
      body: "",
      headers: { ...formPost, ...headers },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cross-site request refused");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionLives(user.sessionId)).toBe(true);
    // With the cookie (a browser that sent it anyway) it is refused the same way.
    const withCookie = await call(logout, {
      method: "POST",
      headers: { ...formPost, ...headers, cookie: `next-auth.session-token=${user.cookie}` },
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.headers.get("set-cookie")).toBeNull();
    expect(await sessionLives(user.sessionId)).toBe(true);
  });

  it("same-site logout and Bearer logout (from any origin) still end the session", async () => {
    const [web, client] = await Promise.all([makeUser(), makeUser()]);
    const sameSite = await call(logout, {
      method: "POST",
      headers: { cookie: `next-auth.session-token=${web.cookie}`, origin: "http://localhost", host: "localhost" },
    });
    expect(sameSite.status).toBe(204);
    expect(sameSite.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect(await sessionLives(web.sessionId)).toBe(false);
    const bearer = await call(logout, {
      method: "POST",
      token: client.token,
      headers: { origin: "https://original-client.example", host: "localhost" },
    });
    expect(bearer.status).toBe(204);
    expect(await sessionLives(client.sessionId)).toBe(false);
  });
});

describe("request body limits", () => {
  const request = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/x", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
      duplex: "half",
    } as RequestInit);

  it("refuses a declared Content-Length over the limit before reading", async () => {
    await expect(readJsonBody(request("{}", { "content-length": "999999999" }), 1024)).rejects.toMatchObject({
      status: 413,
    });
  });

  it("stops reading a streamed body without Content-Length once it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(`"${"x".repeat(1024)}",`));
        if (pulled > 10_000) controller.close();
      },
    });
    await expect(readJsonBody(request(stream), 8 * 1024)).rejects.toMatchObject({
      status: 413,
      message: "Request body is too large",
    });
    expect(pulled).toBeLessThan(50);
  });

  it("answers 415 for a non-JSON content type and 400 for malformed JSON", async () => {
    await expect(
      readJsonBody(request("a=1", { "content-type": "application/x-www-form-urlencoded" }), 1024),
    ).rejects.toMatchObject({ status: 415 });
    await expect(readJsonBody(request("{nope"), 1024)).rejects.toMatchObject({
      status: 400,
      message: "Malformed JSON in request body",
    });
  });
});

describe("sign-in throttling cannot be dodged", () => {
  it("counts the address Next saw (rightmost X-Forwarded-For hop), not the ones the client made up", async () => {
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt++) {
      const spoofed = `10.${attempt}.${attempt}.${attempt}, 203.0.113.77`;
      last = (
        await call(signin, {
          body: { username: unique("ghost"), password: "nope" },
          headers: { "x-forwarded-for": spoofed },
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it("counts a username in any letter case (and in full-width form) as one", async () => {
    const user = await makeUser();
    const address = { "x-forwarded-for": "198.51.100.7" };
    const fullWidth = [...user.username]
      .map((char) => (/[a-z0-9]/i.test(char) ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char))
      .join("");
    for (const name of [
      user.username,
      user.username.toUpperCase(),
      fullWidth,
      user.username,
      user.username.toUpperCase(),
    ]) {
      expect(
        (await call(signin, { body: { username: name, password: "wrong-password" }, headers: address })).status,
      ).toBe(401);
    }
    const blocked = await call(signin, {
      body: { username: user.username.toUpperCase(), password: user.password },
      headers: address,
    });
    expect(blocked.status).toBe(429);
  });
});

describe("HSTS follows how the app is served (decided per request, not at build time)", () => {
  afterEach(() => vi.resetModules());

  it("is sent behind a TLS proxy (X-Forwarded-Proto), on screens and /api alike, and not over plain HTTP", async () => {
    const { unstable_getResponseFromNextConfig } = await import("next/experimental/testing/server");
    const saved = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "http://10.0.0.5:3000/api/nextauth";
    vi.resetModules();
    try {
      // @ts-expect-error next.config.mjs is plain JavaScript without declarations
      const nextConfig = ((await import("../../next.config.mjs")) as { default: object }).default;
      const hsts = async (url: string, proto?: string) =>
        (
          await unstable_getResponseFromNextConfig({
            url,
            nextConfig,
            headers: proto ? { "x-forwarded-proto": proto } : {},
          })
        ).headers.get("strict-transport-security");
      for (const url of ["http://10.0.0.5:3000/api/health", "http://10.0.0.5:3000/signin"]) {
        expect(await hsts(url, "https"), url).toMatch(/^max-age=31536000; includeSubDomains$/);
        expect(await hsts(url, "https, http"), url).toMatch(/^max-age=31536000/);
        expect(await hsts(url, "http"), url).toBeNull();
        expect(await hsts(url, "http, https"), url).toBeNull();
        expect(await hsts(url, "httpsx"), url).toBeNull();
        expect(await hsts(url), url).toBeNull();
      }
    } finally {
      if (saved === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = saved;
    }
  });

  it("the screen guard still redirects a signed-out visitor", async () => {
    const { NextRequest } = await import("next/server");
    const { proxy } = await import("@/proxy");
    const guarded = await proxy(new NextRequest("https://school.example/comment"));
    expect(guarded.status).toBe(307);
    expect(guarded.headers.get("location")).toBe("https://school.example/signin?callbackUrl=%2Fcomment");
  });
});

describe("a person's text matches only itself: % and _ are no wildcards (issue 30, finding 3)", () => {
  // "teacher_1a2b3c4d" → "teacher_1a2b%" and "teacher_1a2b3c4_": each would match it as a LIKE pattern.
  const wildcards = (text: string) => [`${text.slice(0, -4)}%`, `${text.slice(0, -1)}_`, "%"];

  it("sign-in: a pattern with the teacher's password signs in nobody", async () => {
    const teacher = await makeUser("teacher");
    for (const [index, pattern] of wildcards(teacher.username).entries()) {
      const res = await call<{ message: string }>(signin, {
        body: { username: pattern, password: teacher.password },
        headers: { "x-forwarded-for": `198.51.100.${60 + index}` },
      });
      expect(res.status, pattern).toBe(401);
      expect(res.body.message).toBe("Invalid username or password");
    }
  });

  it("GET /api/schools/lookup: `%` or `_` finds no school", async () => {
    const [owner, stranger] = await Promise.all([makeUser(), makeUser()]);
    const name = unique("Lookup School");
    await db.school.create({ data: { name, memberships: { create: { userId: owner.id } } } });
    const withDistrict = unique("Lookup School");
    await db.school.create({
      data: { name: withDistrict, district: "Gasabo", memberships: { create: { userId: owner.id } } },
    });
    for (const query of [
      ...wildcards(name).map((pattern) => ({ name: pattern })),
      { name: "_%" },
      { name: withDistrict, district: "%" },
      { name: withDistrict, district: "Gasab_" },
    ]) {
      const found = await call<{ school: unknown }>(lookupSchool, { token: stranger.token, query });
      expect(found.status, JSON.stringify(query)).toBe(200);
      expect(found.body.school, JSON.stringify(query)).toBeNull();
    }
    // The name itself, in any case, still finds it.
    const exact = await call<{ school: { name: string } | null }>(lookupSchool, {
      token: stranger.token,
      query: { name: name.toUpperCase() },
    });
    expect(exact.body.school?.name).toBe(name);
  });

  it("the duplicate-school check: a name with % or _ is another school", async () => {
    const [first, second] = await Promise.all([makeUser(), makeUser()]);
    const name = unique("Wild School");
    expect((await call(createSchool, { token: first.token, body: { name, district: "Gasabo" } })).status).toBe(201);
    for (const pattern of wildcards(name))
      expect(
        (await call(createSchool, { token: second.token, body: { name: pattern, district: "Gasabo" } })).status,
        pattern,
      ).toBe(201);
    // Other files search the same database for a literal "%" (tests/reports/adoption-paging.test.ts).
    await db.school.deleteMany({ where: { name: { in: wildcards(name) } } });
  });

  it("the sign-up check: a name with _ where a taken name has another character is free", async () => {
    const existing = await makeUser();
    const username = `${existing.username.slice(0, -1)}_`;
    const res = await call(signup, {
      body: { username, email: `${unique("free")}@example.test`, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
  });

  it("admin search: `%` and `_` are searched for as characters", async () => {
    const admin = await makeUser("admin");
    const tag = unique("srch").replace("_", "").toLowerCase();
    const plain = await makeUser("teacher", { username: `${tag}x` });
    for (const search of [`${tag}_`, `${tag}%`, `${tag.slice(0, 4)}%${tag.slice(5)}`]) {
      const res = await call<{ username: string }[]>(listUsers, { token: admin.token, query: { search } });
      expect(res.status).toBe(200);
      expect(
        res.body.map((u) => u.username),
        search,
      ).not.toContain(plain.username);
    }
  });

  it("forgot-password: a pattern is an unknown username (the first admins, not the matched user's school admin)", async () => {
    // Three admins older than the school's own, so the first admins never include it.
    await Promise.all([makeUser("admin"), makeUser("admin"), makeUser("admin")]);
    const [teacher, localAdmin] = [await makeUser(), await makeUser("admin")];
    await db.school.create({
      data: {
        name: unique("Forgot School"),
        memberships: { create: [{ userId: teacher.id }, { userId: localAdmin.id }] },
      },
    });
    const own = await call<{ admins: string[] }>(forgotPassword, { body: { username: teacher.username } });
    expect(own.body.admins).toEqual([localAdmin.username]);
    for (const pattern of wildcards(teacher.username)) {
      const res = await call<{ admins: string[] }>(forgotPassword, { body: { username: pattern } });
      expect(res.status).toBe(200);
      expect(res.body.admins, pattern).not.toContain(localAdmin.username);
    }
  });
});
