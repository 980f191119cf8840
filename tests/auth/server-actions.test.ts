import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig, proxy } from "@/proxy";

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
