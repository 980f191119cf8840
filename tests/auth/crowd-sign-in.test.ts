import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { parseEnv } from "@/lib/env";
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_USERS,
  issueDeviceCookie,
  readDeviceCookie,
  deviceCookieValues,
} from "@/lib/auth/device-cookie";
import { hashGate, hashPassword } from "@/lib/auth/password";
import { action, siteOrigin } from "@/lib/http/action";
import { callerOf } from "@/lib/http/client-address";
import { signInFromForm } from "@/lib/people/form-sign-in";
import { call, makeUser, TEST_PASSWORD, unique, type TestUser } from "../helpers/api";
import { postedBy } from "../helpers/form-action";
import { peopleApi } from "@/lib/people/api";

const { POST: signin } = peopleApi["/api/auth/signin"];

// Issue 43, finding 1: a school's teachers signing in at the same moment from one address (its Wi-Fi, a
// carrier's NAT) with the right passwords were refused, because every attempt in flight counted as a
// failure of the address. Now only confirmed failures refuse; attempts in flight wait for a slot; and a
// device that signed in before is throttled on its own (docs/design.md#guess-throttles).

const defaults = parseEnv({});

interface Attempt {
  username: string;
  password: string;
  address: string;
  /** The device cookie's value the client sends, if any. */
  device?: string;
}
const attempt = ({ username, password, address, device }: Attempt) =>
  call<{ message: string; token?: string }>(signin, {
    body: { username, password },
    headers: { "x-forwarded-for": address, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
  });

const deviceCookieOf = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(";")[0]
    .slice(DEVICE_COOKIE.length + 1);

/** Signs `user` in once from `address`: the device cookie that device now holds. */
async function deviceOf(user: TestUser, address: string): Promise<string> {
  const res = await attempt({ username: user.username, password: user.password, address });
  expect(res.status).toBe(200);
  return deviceCookieOf(res)!;
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((out, { status }) => ({ ...out, [status]: (out[status] ?? 0) + 1 }), {});

/** `count` teachers with the test password, written at once (one hash for all: creating them is not the test). */
async function teachers(count: number): Promise<{ username: string }[]> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const prefix = unique("crowd");
  const data = Array.from({ length: count }, (_, index) => ({
    username: `${prefix}_${index}`,
    email: `${prefix}_${index}@example.test`,
    passwordHash,
  }));
  await db.user.createMany({ data });
  return data;
}

// Every password check goes through the hash gate: its runs are the guesses evaluated, and its peak the
// checks at once.
async function checksDuring<T>(work: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const hashing = vi.spyOn(hashGate, "run");
  try {
    const result = await work();
    return { result, checks: hashing.mock.calls.length };
  } finally {
    hashing.mockRestore();
  }
}

async function lockAddress(address: string) {
  for (let index = 0; index < defaults.SIGNIN_MAX_FAILURES * 4; index++)
    expect((await attempt({ username: unique("ghost"), password: "nope-nope", address })).status).toBe(401);
}

async function lockPair(user: TestUser, address: string) {
  for (let index = 0; index < defaults.SIGNIN_MAX_FAILURES; index++)
    expect((await attempt({ username: user.username, password: `wrong-${index}`, address })).status).toBe(401);
}

describe("a crowd at one address with the right passwords all gets in", () => {
  // Each sign-in is one scrypt, HASH_CONCURRENCY (2) at a time: the crowd takes as long as its hashing.
  it(
    "40 distinct teachers at once from one address: 40 × 200, and the address counts no failure",
    { timeout: 120_000 },
    async () => {
      const address = "198.18.43.1";
      const crowd = await teachers(40);
      const responses = await Promise.all(
        crowd.map(({ username }) => attempt({ username, password: TEST_PASSWORD, address })),
      );
      expect(statuses(responses)).toEqual({ 200: 40 });
      expect(await db.rateLimit.findUnique({ where: { key: `signin:ip:${address}` } })).toMatchObject({
        count: 0,
        pending: 0,
      });
      // …and right after, one of them on 4 devices at once.
      const again = await Promise.all(
        Array.from({ length: 4 }, () => attempt({ username: crowd[0].username, password: TEST_PASSWORD, address })),
      );
      expect(statuses(again)).toEqual({ 200: 4 });
    },
  );

  it(
    "200 distinct teachers at once from one address (a school's morning): 200 × 200",
    { timeout: 600_000 },
    async () => {
      const address = "198.18.43.2";
      const crowd = await teachers(200);
      const responses = await Promise.all(
        crowd.map(({ username }) => attempt({ username, password: TEST_PASSWORD, address })),
      );
      expect(statuses(responses)).toEqual({ 200: 200 });
    },
  );

  it("the same teacher on 4 devices at once, then 8 times at once: every one 200", { timeout: 60_000 }, async () => {
    const teacher = await makeUser();
    const address = "198.18.43.3";
    const sign = () => attempt({ username: teacher.username, password: teacher.password, address });
    expect(statuses(await Promise.all(Array.from({ length: 4 }, sign)))).toEqual({ 200: 4 });
    expect(statuses(await Promise.all(Array.from({ length: 8 }, sign)))).toEqual({ 200: 8 });
  });

  it("a right password sent with 3 wrong ones for the same account at once gets in", async () => {
    const teacher = await makeUser();
    const address = "198.18.43.4";
    const responses = await Promise.all([
      ...Array.from({ length: 3 }, (_, index) =>
        attempt({ username: teacher.username, password: `wrong-${index}`, address }),
      ),
      attempt({ username: teacher.username, password: teacher.password, address }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 200]);
  });
});

describe("guessing stays bounded", () => {
  it("40 wrong passwords for one account at once: at most 5 checked, the rest 429, and the right one after too", async () => {
    const user = await makeUser();
    const address = "198.18.43.10";
    const { result, checks } = await checksDuring(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          attempt({ username: user.username, password: `wrong-guess-${index}`, address }),
        ),
      ),
    );
    expect(checks).toBeLessThanOrEqual(defaults.SIGNIN_MAX_FAILURES);
    expect(statuses(result)).toEqual({ 401: checks, 429: 40 - checks });
    expect((await attempt({ username: user.username, password: user.password, address })).status).toBe(429);
  });

  it("with the account's own device cookie too: 40 wrong at once, at most 5 checked; then that device waits", async () => {
    const user = await makeUser();
    const address = "198.18.43.11";
    const device = await deviceOf(user, address);
    const { result, checks } = await checksDuring(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          attempt({ username: user.username, password: `wrong-guess-${index}`, address, device }),
        ),
      ),
    );
    expect(checks).toBeLessThanOrEqual(defaults.SIGNIN_MAX_FAILURES);
    expect(statuses(result)).toEqual({ 401: checks, 429: 40 - checks });
    // A stolen cookie cannot guess on: the device is held back, even with the right password…
    expect((await attempt({ username: user.username, password: user.password, address, device })).status).toBe(429);
    // …while the owner elsewhere, on another device, is not.
    expect((await attempt({ username: user.username, password: user.password, address: "198.18.43.12" })).status).toBe(
      200,
    );
  });
});

describe("the device cookie: a device that signed in before is not held by others' failures", () => {
  it("is set by sign-in: HttpOnly, SameSite=Lax, Path=/, a year, signed", async () => {
    const user = await makeUser();
    const res = await attempt({ username: user.username, password: user.password, address: "198.18.43.20" });
    const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(set).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/);
    expect(set).not.toMatch(/Secure/);
    const read = readDeviceCookie([deviceCookieOf(res)!]);
    expect(read?.userIds).toEqual([user.id]);
  });

  it("a device that signed in before gets in while others have locked the address", async () => {
    const user = await makeUser();
    const address = "198.18.43.21";
    const device = await deviceOf(user, address);
    await lockAddress(address);
    expect((await attempt({ username: user.username, password: user.password, address })).status).toBe(429);
    expect((await attempt({ username: user.username, password: user.password, address, device })).status).toBe(200);
  });

  it("…and while another device at the same address has locked the account there", async () => {
    const user = await makeUser();
    const address = "198.18.43.22";
    const device = await deviceOf(user, address);
    await lockPair(user, address);
    expect((await attempt({ username: user.username, password: user.password, address })).status).toBe(429);
    expect((await attempt({ username: user.username, password: user.password, address, device })).status).toBe(200);
  });

  it("a device cookie for another account gives no exemption", async () => {
    const mine = await makeUser();
    const other = await makeUser();
    const address = "198.18.43.23";
    const othersDevice = await deviceOf(other, address);
    await lockPair(mine, address);
    const res = await attempt({ username: mine.username, password: mine.password, address, device: othersDevice });
    expect(res.status).toBe(429);
    // The address is not locked: the other account's own device still gets in.
    expect(
      (await attempt({ username: other.username, password: other.password, address, device: othersDevice })).status,
    ).toBe(200);
  });

  it("a forged, altered, expired or foreign-signed cookie gives no exemption", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const address = "198.18.43.24";
    const real = await deviceOf(other, address);
    await lockAddress(address);
    const [version, payload, signature] = real.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { d: string; u: string[]; t: number };
    const rewritten = (change: Partial<typeof claims>) =>
      Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url");
    const forged = [
      // The other account's signature over a payload naming this user.
      `${version}.${rewritten({ u: [user.id] })}.${signature}`,
      // Made up.
      `v1.${rewritten({ u: [user.id] })}.${"A".repeat(43)}`,
      `${version}.${payload}.${signature.slice(0, -2)}xx`,
      "not-a-cookie",
    ];
    for (const device of forged) {
      const res = await attempt({ username: user.username, password: user.password, address, device });
      expect(res.status, device).toBe(429);
    }
    // Signed with this secret but past its year, or signed with another secret: neither is read.
    const issued = issueDeviceCookie(null, user.id, Date.now() - 366 * 24 * 3600_000);
    expect(readDeviceCookie([issued])).toBeNull();
    expect(readDeviceCookie([issueDeviceCookie(null, user.id)])).not.toBeNull();
    const saved = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "another-secret-another-secret-another-0001";
    try {
      vi.resetModules();
      const elsewhere = await import("@/lib/auth/device-cookie");
      const foreign = elsewhere.issueDeviceCookie(null, user.id);
      expect(readDeviceCookie([foreign])).toBeNull();
      expect(
        (await attempt({ username: user.username, password: user.password, address, device: foreign })).status,
      ).toBe(429);
    } finally {
      process.env.NEXTAUTH_SECRET = saved;
      vi.resetModules();
    }
  });

  it("its own wrong passwords count against that device (a stolen cookie cannot guess on), not against the owner's others", async () => {
    const user = await makeUser();
    const address = "198.18.43.25";
    const device = await deviceOf(user, address);
    for (let index = 0; index < defaults.SIGNIN_MAX_FAILURES; index++)
      expect((await attempt({ username: user.username, password: `wrong-${index}`, address, device })).status).toBe(
        401,
      );
    expect((await attempt({ username: user.username, password: user.password, address, device })).status).toBe(429);
    // The owner's other device (and the address without a cookie) are not held by that device's failures.
    expect((await attempt({ username: user.username, password: user.password, address })).status).toBe(200);
  });

  it("one device remembers several accounts (a staffroom computer), latest first, up to 8, with one device id", () => {
    let value = issueDeviceCookie(null, "user-0");
    const deviceId = readDeviceCookie([value])!.deviceId;
    for (let index = 1; index <= 10; index++) value = issueDeviceCookie(readDeviceCookie([value]), `user-${index}`);
    value = issueDeviceCookie(readDeviceCookie([value]), "user-5");
    const read = readDeviceCookie([value])!;
    expect(read.deviceId).toBe(deviceId);
    expect(read.userIds).toHaveLength(DEVICE_COOKIE_MAX_USERS);
    expect(read.userIds.slice(0, 3)).toEqual(["user-5", "user-10", "user-9"]);
    expect(new Set(read.userIds).size).toBe(read.userIds.length);
    // A planted value before ours under the same name does not hide ours.
    expect(readDeviceCookie(deviceCookieValues(`${DEVICE_COOKIE}=junk; other=1; ${DEVICE_COOKIE}=${value}`))).toEqual(
      read,
    );
  });

  it("the /signin form's action reads it and gives a new one, as the JSON sign-in does", async () => {
    const user = await makeUser();
    const address = "198.18.43.26";
    const post = (device?: string) =>
      action(
        { who: "anyone" },
        ({ fields, headers }) => signInFromForm(fields, callerOf({ headers }), siteOrigin(headers)),
        postedBy(null, {
          "x-forwarded-for": address,
          ...(device ? { cookie: `theme=dark; ${DEVICE_COOKIE}=${device}` } : {}),
        }),
      )({ username: user.username, password: user.password, callbackUrl: null });
    const first = await post();
    expect(first.ok).toBe(true);
    const device = first.ok ? first.value.deviceCookie : "";
    expect(readDeviceCookie([device])?.userIds).toEqual([user.id]);
    await lockAddress(address);
    const refused = await post();
    expect(refused.ok ? 200 : refused.problem.status).toBe(429);
    const signedIn = await post(device);
    expect(signedIn.ok).toBe(true);
    expect(signedIn.ok && readDeviceCookie([signedIn.value.deviceCookie])?.deviceId).toBe(
      readDeviceCookie([device])?.deviceId,
    );
  });

  describe("behind https", () => {
    const saved = process.env.NEXTAUTH_URL;
    afterEach(() => {
      if (saved === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = saved;
      vi.resetModules();
    });

    it("is Secure, under a __Host- name", async () => {
      process.env.NEXTAUTH_URL = "https://school.example/api/nextauth";
      vi.resetModules();
      const tls = await import("@/lib/auth/device-cookie");
      expect(tls.DEVICE_COOKIE).toMatch(/^__Host-/);
      const header = tls.deviceCookieHeader("v");
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; Path=\//);
      expect(header).not.toMatch(/Domain=/);
      expect(tls.deviceCookieOptions()).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax" });
    });
  });
});

describe("several instances: slots live in PostgreSQL", () => {
  it("a sign-in waits while another instance's attempts hold every slot, and gets in once they are settled", async () => {
    const user = await makeUser();
    const address = "198.18.43.30";
    const key = `signin:pair:${user.username.toLowerCase()}:${address}`;
    // Five attempts in flight on another instance (its rows, not this process's memory).
    await db.rateLimit.create({
      data: {
        key,
        count: 0,
        resetAt: new Date(Date.now() + 60_000),
        pending: 5,
        pendingUntil: new Date(Date.now() + 30_000),
      },
    });
    let answered = false;
    const signing = attempt({ username: user.username, password: user.password, address }).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answered).toBe(false);
    // The other instance's attempts succeed.
    await db.rateLimit.update({ where: { key }, data: { pending: 0 } });
    expect((await signing).status).toBe(200);
  });

  it("…and is refused when they turn out to be failures that lock the account there", async () => {
    const user = await makeUser();
    const address = "198.18.43.31";
    const key = `signin:pair:${user.username.toLowerCase()}:${address}`;
    await db.rateLimit.create({
      data: {
        key,
        count: 0,
        resetAt: new Date(Date.now() + 60_000),
        pending: 5,
        pendingUntil: new Date(Date.now() + 30_000),
      },
    });
    const signing = attempt({ username: user.username, password: user.password, address });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.rateLimit.update({
      where: { key },
      data: { pending: 0, count: 5, blockedUntil: new Date(Date.now() + 30_000) },
    });
    expect((await signing).status).toBe(429);
  });

  it("slots held by a process that died (their lease passed) hold nobody", async () => {
    const user = await makeUser();
    const address = "198.18.43.32";
    await db.rateLimit.create({
      data: {
        key: `signin:ip:${address}`,
        count: 0,
        resetAt: new Date(Date.now() + 60_000),
        pending: 20,
        pendingUntil: new Date(Date.now() - 1000),
      },
    });
    const started = Date.now();
    expect((await attempt({ username: user.username, password: user.password, address })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
