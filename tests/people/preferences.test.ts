// PUT /api/users/me/preferences (docs/api-contract.md#preferences): the screen language saved on the
// user, so every device follows it; and the order lib/http/screen-locale.ts picks a screen's language in.
// First: Next's request scope must exist before next/headers loads (requestLocale reads cookies and headers).
import { inRequestScope } from "../helpers/request-scope";
import { describe, expect, it } from "vitest";
import { identify } from "@/lib/auth/identity";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { requestLocale } from "@/lib/http/screen-locale";
import { call, makeUser, type TestUser } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";

const { PUT: savePreferences } = peopleApi["/api/users/me/preferences"];

const put = (user: TestUser | null, body: unknown) =>
  call<{ message?: string; locale?: string }>(savePreferences, { method: "PUT", token: user?.token, body });
const savedLocale = async (user: TestUser) =>
  (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } })).locale;

describe("PUT /api/users/me/preferences", () => {
  it("401 for an anonymous caller", async () => {
    const res = await put(null, { locale: "fr" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please sign in to continue");
  });

  it("400 { message } for a bad locale, an extra key or a body that is not JSON, and writes nothing", async () => {
    const user = await makeUser();
    for (const body of [{ locale: "de" }, { locale: "FR" }, { locale: "" }, { locale: 1 }, {}, [], null]) {
      const res = await put(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await put(user, { locale: "xx" })).body.message).toBe("Language must be one of: en, fr, rw");
    const extra = await put(user, { locale: "fr", theme: "dark" });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toEqual(expect.any(String));
    const notJson = await put(user, "{locale: fr");
    expect(notJson).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body" } });
    expect(await savedLocale(user)).toBeNull();
  });

  it("200 { locale }, a locale cookie for this browser, and the choice saved on the user", async () => {
    const user = await makeUser("mentor");
    const res = await put(user, { locale: "rw" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locale: "rw" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/(^|,\s*)locale=rw;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(await savedLocale(user)).toBe("rw");
  });

  it("applies on every device: another session of the same user reads the saved locale with its actor", async () => {
    const user = await makeUser();
    const other = await startSession(user);
    const before = await identify(new Headers({ authorization: `Bearer ${other.bearer}` }));
    expect(before?.actor.locale).toBeUndefined();

    expect((await put(user, { locale: "fr" })).status).toBe(200);
    const after = await identify(new Headers({ authorization: `Bearer ${other.bearer}` }));
    expect(after?.actor).toMatchObject({ id: user.id, locale: "fr" });
    const byCookie = await identify(new Headers({ cookie: `next-auth.session-token=${other.cookie}` }));
    expect(byCookie?.actor.locale).toBe("fr");

    expect((await put(user, { locale: "en" })).status).toBe(200);
    expect((await identify(new Headers({ authorization: `Bearer ${other.bearer}` })))?.actor.locale).toBe("en");
  });

  it("30 changes a minute per user, then 429 with Retry-After, writing nothing more; other users are not held up", async () => {
    const user = await makeUser();
    for (let i = 0; i < 30; i++) {
      expect((await put(user, { locale: i % 2 ? "fr" : "rw" })).status, `change ${i + 1}`).toBe(200);
    }
    expect(await savedLocale(user)).toBe("fr");
    const refused = await put(user, { locale: "en" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many changes. Please wait a minute and try again.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await savedLocale(user)).toBe("fr");
    expect((await put(await makeUser(), { locale: "en" })).status).toBe(200);
  });
});

describe("requestLocale: the saved choice, else this browser's cookie, else Accept-Language, else English", () => {
  const localeFor = (headers: Record<string, string>) =>
    inRequestScope(new Request("http://localhost/comment", { headers }), requestLocale);

  it("an anonymous visitor: the cookie before Accept-Language, English when neither says", async () => {
    expect(await localeFor({})).toBe("en");
    expect(await localeFor({ "accept-language": "de-DE, fr-RW;q=0.8" })).toBe("fr");
    expect(await localeFor({ "accept-language": "fr", cookie: "locale=rw" })).toBe("rw");
    // A cookie that names no language of ours is ignored.
    expect(await localeFor({ "accept-language": "fr", cookie: "locale=xx" })).toBe("fr");
    expect(await localeFor({ "accept-language": "de", cookie: "locale=" })).toBe("en");
  });

  it("a signed-in user: the saved choice before the cookie and the header; without one, as a visitor", async () => {
    const user = await makeUser();
    const headers = { cookie: `next-auth.session-token=${user.cookie}; locale=fr`, "accept-language": "en" };
    expect(await localeFor(headers)).toBe("fr");
    await db.user.update({ where: { id: user.id }, data: { locale: "rw" } });
    expect(await localeFor(headers)).toBe("rw");
    expect(await localeFor({ authorization: `Bearer ${user.token}`, "accept-language": "fr" })).toBe("rw");
  });
});
