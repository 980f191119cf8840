import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { parseEnv } from "@/lib/env";
import { signInBackoff } from "@/lib/auth/credentials";
import { hashGate, hashPassword } from "@/lib/auth/password";
import { Gate } from "@/lib/platform/gate";
import { problem } from "@/lib/problems/api-error";
import { blockedUntil, claimAttempt, confirmFailure, consumeQuota, withdrawAttempt } from "@/lib/platform/rate-limit";
import { housekeeping, purgeWhenDue } from "@/lib/platform/housekeeping";
import { call, makeUser, unique } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";
import { reportsApi } from "@/lib/reports/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { PUT: changePassword } = peopleApi["/api/auth/change-password"];
const { POST: joinSchool } = peopleApi["/api/schools/join"];
const { GET: classReportPdf } = reportsApi["/api/reports/class/[classId]/pdf"];

const defaults = parseEnv({});
const from = (address: string) => ({ "x-forwarded-for": address });
const attempt = (username: string, password: string, address: string) =>
  call<{ message: string }>(signin, { body: { username, password }, headers: from(address) });

describe("the real defaults (README → Security)", () => {
  it("are the documented numbers", () => {
    expect(defaults).toMatchObject({
      SIGNIN_MAX_FAILURES: 5,
      SIGNIN_DELAY_SECONDS: 30,
      SIGNIN_MAX_DELAY_SECONDS: 900,
      SIGNIN_WINDOW_SECONDS: 3600,
      SIGNUP_MAX_PER_ADDRESS: 10,
      SIGNUP_WINDOW_SECONDS: 3600,
      PASSWORD_CHANGE_MAX_FAILURES: 5,
      HASH_CONCURRENCY: 2,
      HASH_QUEUE_MAX: 64,
      PDF_RENDERS_PER_USER: 10,
      PDF_WINDOW_SECONDS: 60,
      PDF_CONCURRENCY: 2,
      PDF_QUEUE_MAX: 8,
      TRUSTED_PROXIES: [],
    });
  });
});

describe("sign-in throttling (OWASP): per (username, address) and per address, never per username alone", () => {
  it("lockout abuse: five wrong passwords for the admin from other addresses do not stop the admin from the admin's own address", async () => {
    const admin = await makeUser("admin");
    for (let index = 0; index < 5; index++) {
      expect((await attempt(admin.username, `wrong-password-${index}`, `203.0.113.${100 + index}`)).status).toBe(401);
    }
    // And five more from a single other address, which is then slowed down…
    for (let index = 0; index < 5; index++)
      expect((await attempt(admin.username, "wrong-again!", "203.0.113.200")).status).toBe(401);
    expect((await attempt(admin.username, admin.password, "203.0.113.200")).status).toBe(429);
    // …while the admin, at their own address, signs in at once.
    const own = await attempt(admin.username, admin.password, "198.51.100.23");
    expect(own.status).toBe(200);
  });

  it("delays grow: the 5th failure blocks for 30 s, each further one doubles it up to 15 minutes", async () => {
    const key = `test:backoff:${unique("k")}`;
    const backoff = signInBackoff(defaults).pair;
    const seconds: number[] = [];
    for (let failure = 1; failure <= 11; failure++) {
      const attempt = await claimAttempt([{ key, backoff }]);
      expect(attempt.claims).toHaveLength(1);
      // Let through unblocked; its failure, once confirmed, brings the block.
      expect(await blockedUntil([key])).toBeNull();
      await confirmFailure(attempt.claims!);
      const until = await blockedUntil([key]);
      seconds.push(until ? Math.round((until.getTime() - Date.now()) / 1000) : 0);
      // Let the block lapse so the next failure is counted as a fresh attempt would be.
      await db.rateLimit.update({ where: { key }, data: { blockedUntil: null } });
    }
    expect(seconds).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it("answers 429 { message } with Retry-After before hashing, and forgets failures after the window", async () => {
    const user = await makeUser();
    const address = "192.0.2.77";
    for (let index = 0; index < 5; index++) await attempt(user.username, "nope-nope", address);
    const hashing = vi.spyOn(hashGate, "enter");
    const blocked = await attempt(user.username, user.password, address);
    expect(hashing).not.toHaveBeenCalled();
    hashing.mockRestore();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many failed sign-in attempts. Please try again in a minute.");
    const retry = Number(blocked.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(30);
    // The window has passed (as if an hour went by): the pair starts again.
    await db.rateLimit.updateMany({
      where: { key: { contains: user.username.toLowerCase() } },
      data: { resetAt: new Date(Date.now() - 1000), blockedUntil: new Date(Date.now() - 1000) },
    });
    expect((await attempt(user.username, user.password, address)).status).toBe(200);
  });

  it("a success forgives the (username, address) pair but not the address: signing in to one's own account does not reset it", async () => {
    const mine = await makeUser();
    const address = "192.0.2.202"; // its own: no other test signs in from it
    const failuresBeforeBlock = defaults.SIGNIN_MAX_FAILURES * 4;
    for (let index = 0; index < failuresBeforeBlock - 1; index++) {
      expect((await attempt(unique("ghost"), "nope-nope", address)).status).toBe(401);
      if (index === 10) expect((await attempt(mine.username, mine.password, address)).status).toBe(200);
    }
    expect((await attempt(unique("ghost"), "nope-nope", address)).status).toBe(401);
    expect((await attempt(mine.username, mine.password, address)).status).toBe(429);
  });
});

describe("guesses sent at the same moment are counted before they are checked (issue 30, finding 1)", () => {
  // Every password check goes through the hash gate: counting its runs counts the guesses evaluated.
  async function evaluationsDuring<T>(work: () => Promise<T>): Promise<{ result: T; evaluations: number }> {
    const hashing = vi.spyOn(hashGate, "run");
    try {
      const result = await work();
      return { result, evaluations: hashing.mock.calls.length };
    } finally {
      hashing.mockRestore();
    }
  }
  const statuses = (responses: { status: number }[]) =>
    responses.reduce<Record<number, number>>((out, { status }) => ({ ...out, [status]: (out[status] ?? 0) + 1 }), {});

  it("40 wrong passwords for one account from one address at once: at most 5 are checked, the rest are 429", async () => {
    const user = await makeUser();
    const address = "203.0.113.41";
    const { result, evaluations } = await evaluationsDuring(() =>
      Promise.all(Array.from({ length: 40 }, (_, index) => attempt(user.username, `wrong-guess-${index}`, address))),
    );
    expect(evaluations).toBeLessThanOrEqual(defaults.SIGNIN_MAX_FAILURES);
    expect(statuses(result)).toEqual({ 401: evaluations, 429: 40 - evaluations });
    // And the right password right after the burst is refused too.
    expect((await attempt(user.username, user.password, address)).status).toBe(429);
  });

  it("many usernames from one address at once: at most 20 checks (the address's own limit)", async () => {
    const address = "203.0.113.42";
    const { result, evaluations } = await evaluationsDuring(() =>
      Promise.all(Array.from({ length: 40 }, () => attempt(unique("ghost"), "wrong-guess", address))),
    );
    expect(evaluations).toBeLessThanOrEqual(defaults.SIGNIN_MAX_FAILURES * 4);
    expect(statuses(result)[429]).toBe(40 - evaluations);
  });

  it("a success is not counted as a failure of the address, even as the attempt that would have blocked it", async () => {
    const mine = await makeUser();
    const address = "203.0.113.43";
    const blockAt = defaults.SIGNIN_MAX_FAILURES * 4;
    for (let index = 0; index < blockAt - 1; index++)
      expect((await attempt(unique("ghost"), "nope-nope", address)).status).toBe(401);
    // The 20th attempt is the right password: it was counted (and blocked the address) while checked…
    expect((await attempt(mine.username, mine.password, address)).status).toBe(200);
    // …and given back once it succeeded: the next wrong guess is the 20th failure, not refused.
    expect((await attempt(unique("ghost"), "nope-nope", address)).status).toBe(401);
    expect((await attempt(unique("ghost"), "nope-nope", address)).status).toBe(429);
  });

  it("an attempt that was never checked (the hash gate full) is no failure", async () => {
    const user = await makeUser();
    const address = "203.0.113.44";
    const busy = vi.spyOn(hashGate, "run").mockRejectedValueOnce(problem("hashing-busy"));
    try {
      expect((await attempt(user.username, "wrong-guess", address)).status).toBe(429);
    } finally {
      busy.mockRestore();
    }
    const keys = [`signin:pair:${user.username.toLowerCase()}:${address}`, `signin:ip:${address}`];
    expect((await db.rateLimit.findMany({ where: { key: { in: keys } } })).map((row) => row.count)).toEqual([0, 0]);
  });

  it("the window slides with failures only: successes at a shared address do not keep its failures alive", async () => {
    const key = `test:window:${unique("k")}`;
    const backoff = signInBackoff(defaults).address;
    const failure = await claimAttempt([{ key, backoff }]);
    await confirmFailure(failure.claims!);
    // 59 minutes later (moved by hand): one minute of the window left.
    const soon = new Date(Date.now() + 60_000);
    await db.rateLimit.update({ where: { key }, data: { resetAt: soon } });
    const success = await claimAttempt([{ key, backoff }]);
    await withdrawAttempt(success.claims!);
    expect(await db.rateLimit.findUnique({ where: { key } })).toMatchObject({ count: 1, resetAt: soon });
    const another = await claimAttempt([{ key, backoff }]);
    await confirmFailure(another.claims!);
    const row = await db.rateLimit.findUniqueOrThrow({ where: { key } });
    expect(row.count).toBe(2);
    expect(row.resetAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it("30 wrong join codes at once: at most 10 are looked up (JOIN_CODE_MAX_FAILURES), the rest are 429", async () => {
    const guesser = await makeUser();
    const result = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call<{ message: string }>(joinSchool, {
          token: guesser.token,
          body: { code: `ZZZZZZ${"23456789ABCDEFXY"[index % 16]}${"23456789ABCDEFXY"[Math.floor(index / 16)]}` },
        }),
      ),
    );
    const counts = statuses(result);
    expect(counts[404]).toBeLessThanOrEqual(defaults.JOIN_CODE_MAX_FAILURES);
    expect(counts[429]).toBe(30 - counts[404]);
    expect(result.find((r) => r.status === 429)?.body.message).toBe(
      "Too many wrong join codes. Please try again later.",
    );
  });

  it("20 wrong current passwords at once on change-password: at most 5 are checked", async () => {
    const user = await makeUser();
    const { result, evaluations } = await evaluationsDuring(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(changePassword, {
            method: "PUT",
            token: user.token,
            body: { oldPassword: `wrong-current-${index}`, newPassword: "green-kettle-42" },
          }),
        ),
      ),
    );
    expect(evaluations).toBeLessThanOrEqual(defaults.PASSWORD_CHANGE_MAX_FAILURES);
    expect(statuses(result)).toEqual({ 400: evaluations, 429: 20 - evaluations });
  });
});

describe("sign-up per address", () => {
  it("the default quota: 10 per address per hour, then 429 with Retry-After", async () => {
    const key = `signup:ip:test-${unique("a")}`;
    for (let index = 0; index < defaults.SIGNUP_MAX_PER_ADDRESS; index++) {
      await consumeQuota(key, defaults.SIGNUP_MAX_PER_ADDRESS, defaults.SIGNUP_WINDOW_SECONDS, "signup-throttled");
    }
    const refused = await consumeQuota(
      key,
      defaults.SIGNUP_MAX_PER_ADDRESS,
      defaults.SIGNUP_WINDOW_SECONDS,
      "signup-throttled",
    ).catch((error) => error);
    expect(refused).toMatchObject({
      status: 429,
      code: "signup-throttled",
      message: "Too many sign-ups from this network. Please try again later.",
    });
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(3500);
  });

  it("the route counts per address (with the limit the test run configures)", async () => {
    const { POST: signup } = (await import("@/lib/people/api")).peopleApi["/api/auth/signup"];
    const address = "198.51.100.250";
    const username = unique("quota");
    const res = await call(signup, {
      body: { username, email: `${username}@example.test`, password: "blue-bicycle-7" },
      headers: from(address),
    });
    expect(res.status).toBe(201);
    expect(await db.rateLimit.findUnique({ where: { key: `signup:ip:${address}` } })).toMatchObject({ count: 1 });
  });
});

describe("PDF renders: a per-user quota and a per-instance gate", () => {
  it("the route counts renders per user and answers 429 past the quota", async () => {
    const teacher = await makeUser();
    const school = await db.school.create({
      data: { name: unique("Pdf School"), memberships: { create: { userId: teacher.id } } },
    });
    const subject = await db.subject.create({ data: { schoolId: school.id, name: "Art" } });
    const klass = await db.class.create({
      data: {
        schoolId: school.id,
        subjects: { create: { subjectId: subject.id, schoolId: school.id } },
        className: "P1",
        classRoom: "R1",
      },
    });
    // This run allows many renders per user; bring this user to the default limit's edge.
    await db.rateLimit.create({
      data: { key: `pdf:user:${teacher.id}`, count: 100_000, resetAt: new Date(Date.now() + 60_000) },
    });
    const res = await call<{ message: string }>(classReportPdf, {
      token: teacher.token,
      params: { classId: klass.id },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Too many PDF downloads. Please wait a minute and try again.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a gate runs `concurrency` at once, queues up to `queueMax`, refuses the rest with 429 + Retry-After, and frees slots", async () => {
    const gate = new Gate(
      () => ({ concurrency: defaults.PDF_CONCURRENCY, queueMax: defaults.PDF_QUEUE_MAX, retryAfterSeconds: 10 }),
      "pdf-busy",
    );
    const releases = await Promise.all([gate.enter(), gate.enter()]);
    const queued = Array.from({ length: defaults.PDF_QUEUE_MAX }, () => gate.enter());
    expect(gate.load).toEqual({ active: 2, waiting: 8 });
    await expect(gate.enter()).rejects.toMatchObject({
      status: 429,
      code: "pdf-busy",
      headers: { "Retry-After": "10" },
    });
    releases.forEach((release) => release());
    const next = await Promise.all(queued.slice(0, 2));
    expect(gate.load).toEqual({ active: 2, waiting: 6 });
    next.forEach((release) => release());
    for (const pending of queued.slice(2)) (await pending)();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe("password hashing is bounded", () => {
  it("never runs more than HASH_CONCURRENCY scrypt at once, and the event loop keeps turning meanwhile", async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hashGate.load.active)), 1);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await Promise.all(Array.from({ length: 12 }, (_, index) => hashPassword(`password-${index}-long-enough`)));
    clearInterval(watch);
    clearInterval(ticker);
    expect(peak).toBeLessThanOrEqual(defaults.HASH_CONCURRENCY);
    expect(peak).toBeGreaterThan(0);
    // scrypt runs on the libuv pool: timers fired while 12 hashes were computed.
    expect(ticks).toBeGreaterThan(2);
  });
});

describe("expired limit rows and sessions are purged on their own", () => {
  afterEach(() => {
    housekeeping.nextAt = 0;
  });

  it("a write to a limit starts the purge once the interval is due", async () => {
    const user = await makeUser();
    const past = new Date(Date.now() - 60_000);
    await db.rateLimit.create({ data: { key: `test:expired:${unique("k")}`, count: 3, resetAt: past } });
    await db.rateLimit.create({
      data: {
        key: `test:blocked:${unique("k")}`,
        count: 9,
        resetAt: past,
        blockedUntil: new Date(Date.now() + 60_000),
      },
    });
    await db.session.create({ data: { id: unique("old_session"), userId: user.id, expiresAt: past } });
    housekeeping.nextAt = 0;
    await consumeQuota(`test:trigger:${unique("k")}`, 5, 60, "too-many-requests");
    await housekeeping.running;
    expect(await db.rateLimit.count({ where: { key: { startsWith: "test:expired:" } } })).toBe(0);
    // Still blocked: kept until the block ends.
    expect(await db.rateLimit.count({ where: { key: { startsWith: "test:blocked:" } } })).toBe(1);
    expect(await db.session.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
    expect(await db.session.count({ where: { id: user.sessionId } })).toBe(1);
  });

  it("runs at most once per interval per instance", () => {
    housekeeping.nextAt = 0;
    purgeWhenDue(1_000);
    const first = housekeeping.running;
    purgeWhenDue(30_000);
    expect(housekeeping.running).toBe(first);
    purgeWhenDue(61_001);
    expect(housekeeping.running).not.toBe(first);
  });
});
