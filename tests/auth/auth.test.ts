import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { readBearer } from "@/lib/auth/tokens";
import { call, makeUser, TEST_PASSWORD, unique } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { POST: signup } = peopleApi["/api/auth/signup"];
const { POST: createAdmin } = peopleApi["/api/auth/create-admin"];

const userCount = () => db.user.count();

describe("POST /api/auth/signup", () => {
  it("creates a teacher, hashes the password and answers a token and the user (201)", async () => {
    const username = unique("newbie");
    const res = await call<{ token: string; user: { _id: string; role: string; username: string } }>(signup, {
      body: { username, email: `${username}@Example.test`, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username, role: "teacher", email: `${username}@example.test` });
    expect(res.headers.get("set-cookie")).toContain("next-auth.session-token=");
    const claims = await readBearer(res.body.token);
    expect(claims?.sub).toBe(res.body.user._id);
    const stored = await db.user.findUniqueOrThrow({ where: { username }, select: { passwordHash: true } });
    expect(stored.passwordHash).not.toContain(TEST_PASSWORD);
    expect(await verifyPassword(TEST_PASSWORD, stored.passwordHash)).toBe(true);
  });

  const bad: [string, unknown, number, string][] = [
    ["missing username", { email: "a@b.co", password: TEST_PASSWORD }, 400, "Username is required"],
    ["blank username", { username: "  ", email: "a@b.co", password: TEST_PASSWORD }, 400, "Username is required"],
    ["missing email", { username: "x1", password: TEST_PASSWORD }, 400, "Email is required"],
    [
      "bad email",
      { username: "x2", email: "not-an-email", password: TEST_PASSWORD },
      400,
      "Please enter a valid email address",
    ],
    [
      "short password",
      { username: "x3", email: "x3@b.co", password: "abc1234" },
      400,
      "Password must be at least 8 characters long",
    ],
    [
      "common password",
      { username: "x5", email: "x5@b.co", password: "password" },
      400,
      "This password is too common. Please choose one that is harder to guess.",
    ],
    [
      "common 8+ password",
      { username: "x6", email: "x6@b.co", password: "12345678" },
      400,
      "This password is too common. Please choose one that is harder to guess.",
    ],
    [
      "password = username",
      { username: "longname1x", email: "x7@b.co", password: "LongName1X" },
      400,
      "Password must not be the same as your username",
    ],
    ["missing password", { username: "x4", email: "x4@b.co" }, 400, "Password is required"],
    ["wrong types", { username: 42, email: ["a"], password: { a: 1 } }, 400, "Username is required"],
    ["array body", [1, 2], 400, "Invalid input: expected object, received array"],
    ["malformed JSON", "{username:", 400, "Malformed JSON in request body"],
  ];
  it.each(bad)("rejects %s with a 4xx message and writes nothing", async (_, body, status, message) => {
    const before = await userCount();
    const res = await call<{ message: string }>(signup, { body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it("rejects a 10 MB body with 413 and writes nothing", async () => {
    const before = await userCount();
    const res = await call<{ message: string }>(signup, {
      body: { username: "big", email: "b@b.co", password: "x".repeat(10 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Request body is too large");
    expect(await userCount()).toBe(before);
  });

  it("rejects a wrong content type", async () => {
    const res = await call<{ message: string }>(signup, {
      body: "username=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("rejects a taken username (any case) with 409", async () => {
    const existing = await makeUser();
    const before = await userCount();
    const res = await call<{ message: string }>(signup, {
      body: { username: existing.username.toUpperCase(), email: "other@b.co", password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This username is already taken");
    expect(await userCount()).toBe(before);
  });

  it("three sign-ups of one name in different cases at the same moment: one account, two 409s (issue 30, finding 2)", async () => {
    const name = unique("racer");
    const spellings = [name, name.toUpperCase(), name[0].toUpperCase() + name.slice(1)];
    const answers = await Promise.all(
      spellings.map((username, index) =>
        call<{ message: string }>(signup, {
          body: { username, email: `${name}-${index}@example.test`, password: TEST_PASSWORD },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe("This username is already taken");
    expect(await db.user.count({ where: { username: { in: spellings } } })).toBe(1);
  });

  it("the database refuses a second spelling of a username even past the service's check", async () => {
    const existing = await makeUser();
    await expect(
      db.user.create({
        data: { username: existing.username.toUpperCase(), email: `${unique("x")}@example.test`, passwordHash: "x" },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

describe("POST /api/auth/signin", () => {
  it("answers the contract shape for good credentials", async () => {
    const user = await makeUser("admin");
    const res = await call<{ token: string; user: Record<string, unknown> }>(signin, {
      body: { username: user.username, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ _id: user.id, username: user.username, email: user.email, role: "admin" });
    expect(typeof res.body.token).toBe("string");
    expect(res.body.user).not.toHaveProperty("passwordHash");
    // The adoption view counts server-recorded sign-ins, so Bearer-only clients are counted too.
    expect(await db.trackingEvent.count({ where: { userId: user.id, type: "sign_in" } })).toBe(1);
  });

  it.each([
    ["missing username", { password: "x" }, "Username is required"],
    ["missing password", { username: "x" }, "Password is required"],
  ])("rejects %s", async (_, body, message) => {
    const res = await call<{ message: string }>(signin, { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 401 for a wrong password and 429 after repeated failures from one address for one username", async () => {
    const user = await makeUser();
    const address = { "x-forwarded-for": "10.20.30.40" };
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await call<{ message: string }>(signin, {
        body: { username: user.username, password: "wrong-password" },
        headers: address,
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Invalid username or password");
    }
    const blocked = await call<{ message: string }>(signin, {
      body: { username: user.username, password: user.password },
      headers: address,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("throttles one address trying many usernames", async () => {
    const address = "192.0.2.201"; // its own: no other test signs in from it
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt++) {
      last = (
        await call(signin, {
          body: { username: unique("ghost"), password: "nope" },
          headers: { "x-forwarded-for": address },
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("POST /api/auth/create-admin", () => {
  it("lets an admin create an admin who can then sign in", async () => {
    const admin = await makeUser("admin");
    const username = unique("boss");
    const res = await call<{ message: string; user: { role: string } }>(createAdmin, {
      token: admin.token,
      body: { username, email: `${username}@example.test`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: "Admin user created successfully!", user: { role: "admin" } });
    const again = await call<{ user: { role: string } }>(signin, { body: { username, password: TEST_PASSWORD } });
    expect(again.body.user.role).toBe("admin");
  });

  it.each([
    ["missing fields", { username: "a" }, "Please fill in all required fields"],
    [
      "mismatch",
      { username: "a", email: "a@b.co", password: TEST_PASSWORD, confirmPassword: "blue-bicycle-8" },
      "Passwords do not match",
    ],
    [
      "short",
      { username: "a", email: "a@b.co", password: "abc1234", confirmPassword: "abc1234" },
      "Password must be at least 8 characters long",
    ],
    [
      "bad email",
      { username: "a", email: "nope", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      "Please enter a valid email address",
    ],
    [
      "common password",
      { username: "a", email: "a@b.co", password: "admin123", confirmPassword: "admin123" },
      "This password is too common. Please choose one that is harder to guess.",
    ],
  ])("rejects %s with the spec's message", async (_, body, message) => {
    const admin = await makeUser("admin");
    const before = await userCount();
    const res = await call<{ message: string }>(createAdmin, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it("is 403 for a teacher and 401 without a token; nothing is written", async () => {
    const teacher = await makeUser("teacher");
    const body = { username: unique("x"), email: "x@y.co", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    const before = await userCount();
    expect((await call(createAdmin, { token: teacher.token, body })).status).toBe(403);
    expect((await call(createAdmin, { body })).status).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it("refuses forged, expired and other-secret tokens with 401", async () => {
    const admin = await makeUser("admin");
    const claims = { sub: admin.id, name: admin.username, email: admin.email, role: "admin" };
    const otherSecret = await encode({ token: claims, secret: "another-secret-another-secret-another-1" });
    const expired = await encode({
      token: { ...claims, exp: Math.floor(Date.now() / 1000) - 60 },
      secret: process.env.NEXTAUTH_SECRET!,
      maxAge: -60,
    });
    const body = { username: unique("y"), email: "y@y.co", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    for (const token of [otherSecret, expired, "forged.token.value", `${admin.token.slice(0, -4)}AAAA`]) {
      const res = await call<{ message: string }>(createAdmin, { token, body });
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });
});
