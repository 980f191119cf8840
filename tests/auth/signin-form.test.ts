import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readCookie } from "@/lib/auth/tokens";
import { readRetryMinutes, readSignInError } from "@/lib/auth/sign-in-errors";
import { action, siteOrigin, type ActionProblem } from "@/lib/http/action";
import { callerOf } from "@/lib/http/client-address";
import { refusedAddress, signInFromForm } from "@/lib/people/form-sign-in";
import type { StartedSession } from "@/lib/auth/sessions";
import { call, makeUser, unique } from "../helpers/api";
import { formOf, postedBy } from "../helpers/form-action";
import { peopleApi } from "@/lib/people/api";

const { POST: signinJson } = peopleApi["/api/auth/signin"];

type FormSignIn = { next: string; session: StartedSession } | { refused: ActionProblem; back: string };

/**
 * The /signin form posted to its action (app/(public)/signin/sign-in-action.ts: the same wrapper, service
 * and refusal address), from a page of this site unless told otherwise; sent by the page's script (an
 * object), or `asForm` as the browser posts it before the script arrived.
 */
async function post(
  fields: Partial<Record<"username" | "password" | "callbackUrl", string>>,
  headers: Record<string, string> = {},
  asForm = false,
): Promise<FormSignIn> {
  const edge = postedBy(null, headers);
  const signInWith = action(
    { who: "anyone" },
    ({ fields, headers }) => signInFromForm(fields, callerOf({ headers }), siteOrigin(headers)),
    edge,
  );
  const { username = "", password = "", callbackUrl = null } = fields;
  const input = asForm ? formOf(Object.entries(fields) as [string, string][]) : { username, password, callbackUrl };
  const outcome = await signInWith(input);
  if (outcome.ok) return outcome.value;
  return {
    refused: outcome.problem,
    back: refusedAddress(outcome.problem, outcome.fields, siteOrigin(await edge.headers())),
  };
}

const nextOf = (outcome: FormSignIn) => ("next" in outcome ? outcome.next : outcome.back);

/** The session the outcome's cookie names, read back from PostgreSQL. */
async function sessionOf(outcome: FormSignIn) {
  const claims = "session" in outcome ? await readCookie(outcome.session.cookie) : null;
  return claims ? db.session.findUnique({ where: { id: claims.sid } }) : null;
}

const sessionsOf = (userId: string) => db.session.count({ where: { userId } });

describe("the /signin form's sign-in (posted before its JavaScript arrived, or sent by it)", () => {
  it("signs in: the role's home, and the cookie of a new session row", async () => {
    const teacher = await makeUser();
    // As the browser posts the form before the page's script has arrived.
    const outcome = await post({ username: teacher.username, password: teacher.password }, {}, true);
    expect(nextOf(outcome)).toBe("/comment");
    const session = await sessionOf(outcome);
    expect(session?.userId).toBe(teacher.id);
    const stored = await db.user.findUniqueOrThrow({ where: { id: teacher.id }, select: { lastSignInAt: true } });
    expect(stored.lastSignInAt).not.toBeNull();
  });

  it("sends an admin to /admin, and a user whose password was reset to /change-password", async () => {
    const admin = await makeUser("admin");
    expect(nextOf(await post({ username: admin.username, password: admin.password }))).toBe("/admin");
    const reset = await makeUser();
    await db.user.update({ where: { id: reset.id }, data: { mustChangePassword: true } });
    const outcome = await post({ username: reset.username, password: reset.password, callbackUrl: "/attendance" });
    expect(nextOf(outcome)).toBe("/change-password");
  });

  it("returns to a remembered screen of this site, and ignores one on another origin", async () => {
    const teacher = await makeUser();
    const credentials = { username: teacher.username, password: teacher.password };
    expect(nextOf(await post({ ...credentials, callbackUrl: "/attendance?classId=c1" }))).toBe(
      "/attendance?classId=c1",
    );
    for (const callbackUrl of ["https://evil.example/comment", "//evil.example/attendance", "/\\evil.example/marks"])
      expect(nextOf(await post({ ...credentials, callbackUrl })), callbackUrl).toBe("/comment");
  });

  it("a wrong password: the JSON route's refusal, /signin?error=invalid keeping only a safe remembered screen, no session", async () => {
    const teacher = await makeUser();
    const before = await sessionsOf(teacher.id);
    const outcome = await post({ username: teacher.username, password: "not-the-password", callbackUrl: "/marks" });
    expect(outcome).toEqual({
      refused: { status: 401, code: "credentials-invalid", retryAfterS: null },
      back: "/signin?error=invalid&callbackUrl=%2Fmarks",
    });
    expect(await sessionsOf(teacher.id)).toBe(before);
    const offsite = await post({ username: teacher.username, password: "nope", callbackUrl: "https://evil.example/" });
    expect(nextOf(offsite)).toBe("/signin?error=invalid");
  });

  it("empty fields, an oversized password, a deactivated account and an unknown user each come back with their code", async () => {
    expect(nextOf(await post({ username: "", password: "" }))).toBe("/signin?error=missing");
    expect(nextOf(await post({}))).toBe("/signin?error=missing");
    expect(nextOf(await post({ username: "someone", password: "x".repeat(9000) }))).toBe("/signin?error=missing");
    const gone = await makeUser();
    await db.user.update({ where: { id: gone.id }, data: { active: false } });
    const outcome = await post({ username: gone.username, password: gone.password });
    expect(nextOf(outcome)).toBe("/signin?error=deactivated");
    expect("session" in outcome).toBe(false);
    expect(nextOf(await post({ username: unique("nobody"), password: "whatever-1" }))).toBe("/signin?error=invalid");
  });

  it("shares the JSON sign-in's throttle: failures through either count, and a blocked form says how long to wait", async () => {
    const teacher = await makeUser();
    const address = { "x-forwarded-for": "192.0.2.151" };
    for (let index = 0; index < 3; index++)
      await post({ username: teacher.username, password: `wrong-${index}` }, address);
    for (let index = 0; index < 2; index++)
      await call(signinJson, { body: { username: teacher.username, password: "wrong" }, headers: address });
    const blocked = await post({ username: teacher.username, password: teacher.password }, address);
    expect(nextOf(blocked)).toBe("/signin?error=throttled&retry=1");
    expect(blocked).toMatchObject({ refused: { status: 429, retryAfterS: expect.any(Number) } });
    const json = await call(signinJson, {
      body: { username: teacher.username, password: teacher.password },
      headers: address,
    });
    expect(json.status).toBe(429);
  });

  it("refuses a cross-site post (Sec-Fetch-Site, or Origin when that is absent): 403 and no session", async () => {
    const teacher = await makeUser();
    const before = await sessionsOf(teacher.id);
    const credentials = { username: teacher.username, password: teacher.password };
    for (const headers of [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
      { "sec-fetch-site": "", origin: "null" },
    ]) {
      const outcome = await post(credentials, headers);
      expect(outcome, JSON.stringify(headers)).toEqual({
        refused: { status: 403, code: "cross-site-refused", retryAfterS: null },
        back: "/signin?error=failed",
      });
    }
    expect(await sessionsOf(teacher.id)).toBe(before);
  });
});

describe("the /signin page's error code", () => {
  it("is one of the known codes, else nothing: no text from the address reaches the page", () => {
    expect(readSignInError("invalid")).toBe("invalid");
    expect(readSignInError("<script>alert(1)</script>")).toBeNull();
    expect(readSignInError(["invalid"])).toBeNull();
    expect(readRetryMinutes("15")).toBe(15);
    for (const value of ["0", "1441", "1e3", "-1", " 5", "abc"]) expect(readRetryMinutes(value)).toBeNull();
  });
});
