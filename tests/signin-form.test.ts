import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readCookie, SESSION_COOKIE } from "@/lib/auth/tokens";
import { readRetryMinutes, readSignInError } from "@/lib/auth/sign-in-errors";
import { POST as signinForm } from "@/app/api/auth/signin/form/route";
import { POST as signinJson } from "@/app/api/auth/signin/route";
import { call, makeUser, unique } from "./helpers/api";

const FORM = "application/x-www-form-urlencoded";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(signinForm, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, "sec-fetch-site": "same-origin", origin: "http://localhost", ...headers },
  });
}

/** The session the answer's cookie names, read back from PostgreSQL. */
async function sessionOf(setCookie: string | null) {
  const value = setCookie?.match(new RegExp(`${SESSION_COOKIE.replace(/[.]/g, "\\.")}=([^;]+)`))?.[1];
  const claims = value ? await readCookie(value) : null;
  return claims ? db.session.findUnique({ where: { id: claims.sid } }) : null;
}

const sessionsOf = (userId: string) => db.session.count({ where: { userId } });

describe("POST /api/auth/signin/form (the sign-in form posted before its JavaScript arrived)", () => {
  it("signs in: 303 to the role's home with the session cookie of a new session row", async () => {
    const teacher = await makeUser();
    const res = await post({ username: teacher.username, password: teacher.password });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/comment");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const session = await sessionOf(cookie);
    expect(session?.userId).toBe(teacher.id);
    const stored = await db.user.findUniqueOrThrow({ where: { id: teacher.id }, select: { lastSignInAt: true } });
    expect(stored.lastSignInAt).not.toBeNull();
  });

  it("sends an admin to /admin, and a user whose password was reset to /change-password", async () => {
    const admin = await makeUser("admin");
    expect((await post({ username: admin.username, password: admin.password })).headers.get("location")).toBe("/admin");
    const reset = await makeUser();
    await db.user.update({ where: { id: reset.id }, data: { mustChangePassword: true } });
    const res = await post({ username: reset.username, password: reset.password, callbackUrl: "/attendance" });
    expect(res.headers.get("location")).toBe("/change-password");
  });

  it("returns to a remembered screen of this site, and ignores one on another origin", async () => {
    const teacher = await makeUser();
    const credentials = { username: teacher.username, password: teacher.password };
    const back = await post({ ...credentials, callbackUrl: "/attendance?classId=c1" });
    expect(back.headers.get("location")).toBe("/attendance?classId=c1");
    for (const callbackUrl of ["https://evil.example/comment", "//evil.example/attendance", "/\\evil.example/marks"]) {
      const res = await post({ ...credentials, callbackUrl });
      expect(res.status, callbackUrl).toBe(303);
      expect(res.headers.get("location"), callbackUrl).toBe("/comment");
    }
  });

  it("a wrong password goes back to /signin?error=invalid with no cookie, keeping only a safe remembered screen", async () => {
    const teacher = await makeUser();
    const before = await sessionsOf(teacher.id);
    const res = await post({ username: teacher.username, password: "not-the-password", callbackUrl: "/marks" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/signin?error=invalid&callbackUrl=%2Fmarks");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(teacher.id)).toBe(before);
    const offsite = await post({ username: teacher.username, password: "nope", callbackUrl: "https://evil.example/" });
    expect(offsite.headers.get("location")).toBe("/signin?error=invalid");
  });

  it("empty fields, a deactivated account and an unknown user each come back with their code", async () => {
    expect((await post({ username: "", password: "" })).headers.get("location")).toBe("/signin?error=missing");
    expect((await post({})).headers.get("location")).toBe("/signin?error=missing");
    const gone = await makeUser();
    await db.user.update({ where: { id: gone.id }, data: { active: false } });
    const res = await post({ username: gone.username, password: gone.password });
    expect(res.headers.get("location")).toBe("/signin?error=deactivated");
    expect(res.headers.get("set-cookie")).toBeNull();
    const unknown = await post({ username: unique("nobody"), password: "whatever-1" });
    expect(unknown.headers.get("location")).toBe("/signin?error=invalid");
  });

  it("shares the JSON sign-in's throttle: failures through either count, and a blocked form says how long to wait", async () => {
    const teacher = await makeUser();
    const address = { "x-forwarded-for": "192.0.2.151" };
    for (let index = 0; index < 3; index++)
      await post({ username: teacher.username, password: `wrong-${index}` }, address);
    for (let index = 0; index < 2; index++)
      await call(signinJson, { body: { username: teacher.username, password: "wrong" }, headers: address });
    const blocked = await post({ username: teacher.username, password: teacher.password }, address);
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get("location")).toBe("/signin?error=throttled&retry=1");
    expect(blocked.headers.get("set-cookie")).toBeNull();
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
      const res = await post(credentials, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ message: "Cross-site request refused" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await sessionsOf(teacher.id)).toBe(before);
  });

  it("takes only form-encoded bodies, bounded", async () => {
    const teacher = await makeUser();
    const json = await call(signinForm, { body: { username: teacher.username, password: teacher.password } });
    expect(json.status).toBe(415);
    const huge = await post({ username: teacher.username, password: "x".repeat(9000) });
    expect(huge.status).toBe(413);
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
