import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig, proxy } from "@/proxy";
import { db } from "@/lib/db";
import { makeUser } from "../helpers/api";

// Next.js answered a Server Action posted from another origin with 500 "Invalid Server Actions request"
// (and ran one posted without an Origin). proxy.ts now refuses a forged action post with 403 before
// Next.js handles it; the decision is ours, so it is tested on proxy() itself.
const HOST = "school.example";
const post = (path: string, headers: Record<string, string>) =>
  proxy(
    new NextRequest(`https://${HOST}${path}`, { method: "POST", headers: { host: HOST, ...headers }, body: "x=1" }),
  );
const passedOn = (response: Response) => response.headers.get("x-middleware-next") === "1";

describe("forged Server Action posts", () => {
  const kinds = [
    [
      "a fetch action",
      { "next-action": "7f3a2b9c4d5e6f708192a3b4c5d6e7f8091a2b3c4d", "content-type": "text/plain;charset=UTF-8" },
    ],
    ["a form posted before the script", { "content-type": "multipart/form-data; boundary=x" }],
    ["an url-encoded form", { "content-type": "application/x-www-form-urlencoded" }],
  ] as const;

  it.each(kinds)("%s from another origin, an opaque one or none is 403 { message }", async (_, headers) => {
    for (const origin of ["https://evil.example", "null", "not a url", undefined]) {
      for (const path of ["/attendance", "/signin", "/main/attendance", "/no-such-screen"]) {
        const response = await post(path, { ...headers, ...(origin ? { origin } : {}) });
        expect([origin, path, response.status]).toEqual([origin, path, 403]);
        expect(await response.json()).toEqual({ message: "Cross-site request refused", code: "cross-site-refused" });
      }
    }
  });

  it.each(kinds)("%s from this site goes on to Next.js (host or forwarded host)", async (_, headers) => {
    expect(passedOn(await post("/signin", { ...headers, origin: `https://${HOST}` }))).toBe(true);
    const forwarded = await post("/signin", {
      ...headers,
      origin: "https://public.example",
      "x-forwarded-host": "public.example",
    });
    expect(passedOn(forwarded)).toBe(true);
  });

  it("a browser that says the post is cross-site is refused even with a matching Origin", async () => {
    const response = await post("/signin", {
      "content-type": "multipart/form-data; boundary=x",
      origin: `https://${HOST}`,
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
  });

  it("other posts to screens and every /api call are not its business", async () => {
    expect(passedOn(await post("/signin", { "content-type": "application/json" }))).toBe(true);
    // /api never reaches the proxy: its matcher covers screens only.
    expect(
      unstable_doesMiddlewareMatch({
        config: proxyConfig,
        url: `https://${HOST}/api/auth/signin`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toBe(false);
  });
});

// A screen path is a screen whatever it ends in: the matcher once left out every path ending .png, .svg,
// .ico, .txt or .woff(2), so /verify/ABCD.png rendered without a CSP and a forged action there was Next's 500.
describe("screen paths ending like a file name", () => {
  const endings = ["/verify/ABCD.png", "/attendance.svg", "/comment/x.ico", "/marks.txt", "/signin.woff", "/a.woff2"];
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url });
  const get = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`https://${HOST}${path}`, { headers: { host: HOST, ...headers } }));

  it.each(endings)("%s goes through the proxy, where a forged action is 403", async (path) => {
    expect(matches(path)).toBe(true);
    const forged = await post(path, {
      "content-type": "multipart/form-data; boundary=x",
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: "Cross-site request refused", code: "cross-site-refused" });
  });

  it("a public screen so named carries the CSP; a signed-in one asks for sign-in or the new password first", async () => {
    const page = await get("/verify/ABCD.png");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    const signedOut = await get("/attendance.png");
    expect(signedOut.headers.get("location")).toBe(`https://${HOST}/signin?callbackUrl=%2Fattendance.png`);
    const reset = await makeUser();
    await db.user.update({ where: { id: reset.id }, data: { mustChangePassword: true } });
    const mustChange = await get("/attendance.png", { cookie: `next-auth.session-token=${reset.cookie}` });
    expect(mustChange.headers.get("location")).toBe(`https://${HOST}/change-password`);
  });

  it("only the real static files skip it, by their exact names", () => {
    for (const url of [
      "/_next/static/chunks/app.js",
      "/_next/static/media/inter.woff2",
      "/_next/image",
      "/sw.js",
      "/icon.svg",
    ])
      expect(matches(url), url).toBe(false);
    for (const url of ["/sw.js.png", "/icon.svg/x", "/verify/icon.svg.png", "/_next/imagery", "/main/sw.js.txt"])
      expect(matches(url), url).toBe(true);
  });
});
