import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startSession } from "@/lib/auth/sessions";
import { atobSafeJson } from "@/lib/auth/tokens";
import { call, makeUser, TEST_PASSWORD, unique, type TestUser } from "../helpers/api";
import { httpApi } from "@/lib/http/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { POST: signup } = peopleApi["/api/auth/signup"];
const { POST: logout } = httpApi["/api/auth/logout"];
const { PUT: changePassword } = peopleApi["/api/auth/change-password"];
const { POST: endSessions } = peopleApi["/api/admin/users/[id]/end-sessions"];
const { GET: listClasses } = schoolsApi["/api/classes"];

const cookieHeader = (user: { cookie: string }) => ({ cookie: `next-auth.session-token=${user.cookie}` });
const asBearer = (token: string) => call(listClasses, { token });
const asCookie = (cookie: string) => call(listClasses, { headers: { cookie: `next-auth.session-token=${cookie}` } });

async function signInAs(user: TestUser, password = user.password) {
  const res = await call<{ token: string; message?: string }>(signin, {
    body: { username: user.username, password },
    headers: { "x-forwarded-for": "192.0.2.10" },
  });
  const cookie = /next-auth\.session-token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { status: res.status, token: res.body.token, cookie, message: res.body.message };
}

describe("Bearer tokens the original web client can read (docs/api-contract.md#conventions)", () => {
  it("sign-in and sign-up answer a three-part signed JWT whose payload atob() reads: id/_id, username, email, role, no secrets", async () => {
    const username = unique("jwt_ü_user");
    const email = `${unique("jwt")}@example.test`;
    const up = await call<{ token: string; user: { _id: string } }>(signup, {
      body: { username, email, password: TEST_PASSWORD },
    });
    expect(up.status).toBe(201);
    const user = await makeUser();
    const signedIn = await signInAs(user);
    for (const [token, expected] of [
      [up.body.token, { id: up.body.user._id, username, email, role: "teacher" }],
      [signedIn.token, { id: user.id, username: user.username, email: user.email, role: "teacher" }],
    ] as const) {
      const parts = token.split(".");
      expect(parts).toHaveLength(3);
      // The client decodes with atob, which refuses base64url's '-' and '_'.
      expect(parts[1]).toMatch(/^[A-Za-z0-9]+$/);
      const payload = JSON.parse(atob(parts[1])) as Record<string, unknown>;
      expect(payload).toMatchObject({ ...expected, _id: expected.id, sub: expected.id });
      expect(JSON.parse(atob(parts[0]))).toEqual({ alg: "HS256", typ: "JWT" });
      expect(Object.keys(payload).sort()).toEqual([
        "_id",
        "email",
        "exp",
        "iat",
        "id",
        "role",
        "sid",
        "sub",
        "username",
      ]);
      expect(JSON.stringify(payload)).not.toMatch(/scrypt|password/i);
    }
  });

  it("writes any text as JSON whose base64 has no '+' or '/'", () => {
    const awkward = { s: '?>~\u007f é 中文 😀 "quoted" \\ \n', n: 1 };
    for (let pad = 0; pad < 3; pad++) {
      const bytes = atobSafeJson({ pad: "x".repeat(pad), ...awkward });
      const base64 = Buffer.from(bytes).toString("base64");
      expect(base64).not.toMatch(/[+/]/);
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ pad: "x".repeat(pad), ...awkward });
    }
  });

  it("the Bearer token and the cookie of one sign-in both work, and name the same session", async () => {
    const user = await makeUser();
    const session = await signInAs(user);
    expect((await asBearer(session.token)).status).toBe(200);
    expect((await asCookie(session.cookie)).status).toBe(200);
  });
});

describe("sign-out ends the session it is called with", () => {
  it("with a Bearer token: that token and the same sign-in's cookie stop working; other sessions go on", async () => {
    const user = await makeUser();
    const session = await signInAs(user);
    const res = await call(logout, { token: session.token });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const after = await asBearer(session.token);
    expect(after.status).toBe(401);
    expect((after.body as { message: string }).message).toBe("Your session has ended. Please sign in again.");
    expect((await asCookie(session.cookie)).status).toBe(401);
    expect((await asBearer(user.token)).status).toBe(200);
  });

  it("with the cookie: the cookie and that sign-in's Bearer token stop working", async () => {
    const user = await makeUser();
    const session = await signInAs(user);
    expect((await call(logout, { headers: { cookie: `next-auth.session-token=${session.cookie}` } })).status).toBe(204);
    expect((await asCookie(session.cookie)).status).toBe(401);
    expect((await asBearer(session.token)).status).toBe(401);
  });

  it("anonymously it just clears the cookie", async () => {
    const res = await call(logout);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("an expired session row is no session, even with a token that has not expired", async () => {
    const user = await makeUser();
    await db.session.update({ where: { id: user.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await asBearer(user.token)).status).toBe(401);
  });

  it("a deleted account's sessions end with it", async () => {
    const user = await makeUser();
    await db.user.delete({ where: { id: user.id } });
    expect((await asBearer(user.token)).status).toBe(401);
  });
});

describe("PUT /api/auth/change-password (docs/api-contract.md#shapes)", () => {
  const NEW = "green-kettle-19";

  it("checks the old password, sets the new one, ends every other session and keeps the caller's", async () => {
    const user = await makeUser();
    const other = await signInAs(user);
    const viaCookie = await startSession(user);
    const res = await call<{ message: string; endedSessions: number }>(changePassword, {
      method: "PUT",
      token: user.token,
      body: { oldPassword: user.password, newPassword: NEW },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password changed successfully!", endedSessions: 2 });
    expect((await asBearer(user.token)).status).toBe(200);
    expect((await asBearer(other.token)).status).toBe(401);
    expect((await asCookie(viaCookie.cookie)).status).toBe(401);
    expect((await signInAs(user, user.password)).status).toBe(401);
    expect((await signInAs(user, NEW)).status).toBe(200);
  });

  it("works with the session cookie too (from this site)", async () => {
    const user = await makeUser();
    const res = await call(changePassword, {
      method: "PUT",
      headers: { ...cookieHeader(user), origin: "http://localhost", host: "localhost" },
      body: { oldPassword: user.password, newPassword: NEW },
    });
    expect(res.status).toBe(200);
    expect((await asCookie(user.cookie)).status).toBe(200);
  });

  it.each([
    [
      "a wrong current password",
      { oldPassword: "not-my-password", newPassword: NEW },
      400,
      "Current password is incorrect",
    ],
    ["a short new password", { newPassword: "abc1234" }, 400, "Password must be at least 8 characters long"],
    [
      "a common new password",
      { newPassword: "password1" },
      400,
      "This password is too common. Please choose one that is harder to guess.",
    ],
    [
      "the same password again",
      { newPassword: TEST_PASSWORD },
      400,
      "New password must be different from your current password",
    ],
    ["a missing current password", { oldPassword: "", newPassword: NEW }, 400, "Current password is required"],
  ])(
    "refuses %s with 400 (never 401, which would sign the client out) and changes nothing",
    async (_, body, status, message) => {
      const user = await makeUser();
      const other = await signInAs(user);
      const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
      const res = await call<{ message: string }>(changePassword, {
        method: "PUT",
        token: user.token,
        body: { oldPassword: user.password, ...body },
      });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } })).toEqual(
        before,
      );
      expect((await asBearer(other.token)).status).toBe(200);
    },
  );

  it("throttles wrong current passwords per user: a borrowed session cannot keep guessing", async () => {
    const user = await makeUser();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (
          await call(changePassword, {
            method: "PUT",
            token: user.token,
            body: { oldPassword: `guess-${attempt}-x`, newPassword: NEW },
          })
        ).status,
      ).toBe(400);
    }
    const blocked = await call<{ message: string }>(changePassword, {
      method: "PUT",
      token: user.token,
      body: { oldPassword: user.password, newPassword: NEW },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is 401 without a session", async () => {
    expect(
      (await call(changePassword, { method: "PUT", body: { oldPassword: TEST_PASSWORD, newPassword: NEW } })).status,
    ).toBe(401);
  });
});

describe("POST /api/admin/users/{id}/end-sessions", () => {
  it("ends every session of the user, Bearer and cookie alike; the admin's own goes on", async () => {
    const admin = await makeUser("admin");
    const user = await makeUser();
    const second = await signInAs(user);
    const res = await call<{ message: string; endedSessions: number }>(endSessions, {
      token: admin.token,
      params: { id: user.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Ended 2 sessions", endedSessions: 2 });
    expect((await asBearer(user.token)).status).toBe(401);
    expect((await asCookie(second.cookie)).status).toBe(401);
    expect((await asBearer(admin.token)).status).toBe(200);
    // The user can sign in again.
    expect((await signInAs(user)).status).toBe(200);
  });

  it("is 404 for an unknown user, 403 for a teacher (whose own sessions stay), 401 anonymously", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser();
    const victim = await makeUser();
    expect((await call(endSessions, { token: admin.token, params: { id: "nosuchuser000" } })).status).toBe(404);
    expect((await call(endSessions, { token: teacher.token, params: { id: victim.id } })).status).toBe(403);
    expect((await call(endSessions, { params: { id: victim.id } })).status).toBe(401);
    expect((await asBearer(victim.token)).status).toBe(200);
  });
});
