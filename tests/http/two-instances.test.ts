import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTestDatabase, type TestDatabase } from "../../scripts/lib/test-database.mts";
import { freePort } from "../../scripts/lib/embedded-postgres.mts";
import { spawnApp, waitForHealth, type AppProcess } from "./app-process";
import { startRoundRobin, type RoundRobin } from "./round-robin-proxy";

// A district runs several instances of one build on one PostgreSQL behind a load balancer (docs/deploy.md).
// Nothing of a user's may live in one instance's memory: sessions, throttles, Idempotency-Keys and the Server
// Actions of the plain forms must work whichever instance a request reaches. Here: two `npm start`s on one
// database, started at the same moment (both migrate, seed and purge), behind a round-robin proxy, and a
// teacher's day through it.

let database: TestDatabase;
let apps: AppProcess[] = [];
let proxy: RoundRobin;
const dataDirs: string[] = [];

/** Through the proxy; `instance` pins the request to one app. */
async function call(
  instance: 0 | 1 | undefined,
  pathname: string,
  init: RequestInit & { cookie?: string; token?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (instance !== undefined) headers.set("X-Test-Instance", String(instance));
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  // Cookie-authenticated writes must come from this site, as a browser's do.
  if (init.method && init.method !== "GET") headers.set("Origin", proxy.base);
  if (init.body && typeof init.body === "string") headers.set("Content-Type", "application/json");
  const response = await fetch(`${proxy.base}${pathname}`, { ...init, headers, redirect: "manual" });
  return { response, servedBy: Number(response.headers.get("x-served-by")) };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields of the first form of `html` that carries a Server Action, as the browser would post them. */
function actionForm(html: string): FormData {
  const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes("$ACTION"));
  if (!form) throw new Error("no form with a Server Action on the page");
  const data = new FormData();
  for (const [input] of form.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) data.append(decode(name), decode(/value="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  return data;
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => cookie.startsWith("next-auth.session-token="));

describe("two instances of one build on one PostgreSQL act as one", () => {
  beforeAll(async () => {
    database = await freshTestDatabase("http_two_instances");
    if (database.kind !== "postgresql") throw new Error("No PostgreSQL server answered (run npm run test:setup)");
    apps = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "http-two-instances-"));
        dataDirs.push(dataDir);
        return spawnApp({ port: await freePort(), embeddedPort: await freePort(), dataDir, databaseUrl: database.url });
      }),
    );
    await Promise.all(apps.map((app) => waitForHealth(app)));
    proxy = await startRoundRobin(apps.map((app) => app.base));
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("both started at once on an empty database: one migration, one demo seed", async () => {
    const { response } = await call(0, "/api/auth/signin", {
      method: "POST",
      body: JSON.stringify({ username: "admin", password: "schooladmin1" }),
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const schools = await call(1, "/api/classes/available-schools", { token });
    const names = ((await schools.response.json()) as { data: { name: string }[] }).data
      .map((school) => school.name)
      .sort();
    expect(names).toEqual([...new Set(names)]);
    expect(
      apps.filter((app) => app.output().includes("Seeded the demo data.")),
      "seeded by one instance",
    ).toHaveLength(1);
    expect(names).toContain("Green Hills Primary School");
  });

  it("a teacher's day: the sign-in form and the grid's form posted to the other instance, saves read back across", async () => {
    // The plain sign-in form, rendered by instance 0 and posted to instance 1.
    const signInPage = await call(0, "/signin");
    expect(signInPage.servedBy).toBe(0);
    const signIn = actionForm(await signInPage.response.text());
    signIn.set("username", "teacher");
    signIn.set("password", "teacher123");
    const posted = await call(1, "/signin", { method: "POST", body: signIn });
    expect(posted.servedBy).toBe(1);
    expect(posted.response.status, "a Server Action of another instance is found").toBe(303);
    expect(posted.response.headers.get("location")).toBe("/comment");
    const cookie = sessionCookie(posted.response)!;
    expect(cookie).toBeTruthy();

    // The attendance grid's plain form, rendered by instance 1 and posted (Mark all) to instance 0.
    const gridPage = await call(1, "/attendance", { cookie });
    expect(gridPage.response.status).toBe(200);
    const gridHtml = await gridPage.response.text();
    const grid = actionForm(gridHtml);
    const classId = String(grid.get("classId"));
    const date = String(grid.get("date"));
    grid.set("all", "present");
    const marked = await call(0, "/attendance", { method: "POST", body: grid, cookie });
    expect(marked.servedBy).toBe(0);
    expect(marked.response.status).toBe(200);
    expect(await marked.response.text()).toContain("All students marked as present!");

    const students = (await (await call(1, `/api/students/class/${classId}`, { cookie })).response.json()) as {
      _id: string;
    }[];
    const read = async (instance: 0 | 1) =>
      (await (await call(instance, `/api/attendance/class/${classId}?date=${date}`, { cookie })).response.json()) as {
        studentId: string | { _id: string };
        status: string;
      }[];
    const statuses = (records: Awaited<ReturnType<typeof read>>) =>
      Object.fromEntries(
        records.map((r) => [typeof r.studentId === "string" ? r.studentId : r.studentId._id, r.status]),
      );
    expect(Object.values(statuses(await read(1)))).toEqual(students.map(() => "present"));

    // The live grid's saves, alternating instances, each read back from the other.
    for (const [index, status] of (["late", "absent", "excused", "present"] as const).entries()) {
      const instance = (index % 2) as 0 | 1;
      const saved = await call(instance, "/api/attendance/bulk", {
        method: "POST",
        cookie,
        body: JSON.stringify({ records: [{ studentId: students[0]._id, classId, date, status }] }),
      });
      expect(saved.response.status).toBe(200);
      expect(statuses(await read((1 - instance) as 0 | 1))[students[0]._id]).toBe(status);
    }
  });

  it("an Idempotency-Key replayed on the other instance answers the first answer and writes once", async () => {
    const signedIn = await call(0, "/api/auth/signin", {
      method: "POST",
      body: JSON.stringify({ username: "teacher", password: "teacher123" }),
    });
    const { token } = (await signedIn.response.json()) as { token: string };
    const classes = (await (await call(1, "/api/classes", { token })).response.json()) as { _id: string }[];
    const body = JSON.stringify({ studentName: "Replayed Across Instances", classId: classes[0]._id });
    const headers = { "Idempotency-Key": "two-instances-0001" };
    const first = await call(0, "/api/students", { method: "POST", token, body, headers });
    const again = await call(1, "/api/students", { method: "POST", token, body, headers });
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.response.json()).toEqual(await first.response.json());
    const all = (await (await call(0, `/api/students/class/${classes[0]._id}`, { token })).response.json()) as {
      studentName: string;
    }[];
    expect(all.filter((student) => student.studentName === "Replayed Across Instances")).toHaveLength(1);
  });

  it("failed sign-ins count across instances: alternating guesses are held back like guesses at one", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const { response } = await call((attempt % 2) as 0 | 1, "/api/auth/signin", {
        method: "POST",
        body: JSON.stringify({ username: "teacher2", password: `wrong-${attempt}` }),
      });
      statuses.push(response.status);
    }
    // SIGNIN_MAX_FAILURES (5) wrong passwords, then both instances hold the next ones back.
    const first429 = statuses.indexOf(429);
    expect(first429, `statuses: ${statuses.join(", ")}`).toBeGreaterThan(0);
    expect(first429).toBeLessThanOrEqual(5);
    expect(statuses.slice(first429), `statuses: ${statuses.join(", ")}`).toEqual(
      statuses.slice(first429).map(() => 429),
    );
  });

  it("a crowd at one address with the right passwords all gets in across instances; a known device passes a locked address", async () => {
    // 40 teachers of one school, behind its one address (here: the proxy's), at the same moment.
    const password = "crowd-password-42";
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
    const hash = ["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "User" (id, username, email, "passwordHash", role, "updatedAt")
         SELECT 'crowd-' || n, 'crowd-' || n, 'crowd-' || n || '@example.test', $1, 'teacher', now()
         FROM generate_series(0, 39) n`,
        [hash],
      );
      const signIn = (username: string, instance: 0 | 1, cookie?: string) =>
        call(instance, "/api/auth/signin", { method: "POST", body: JSON.stringify({ username, password }), cookie });
      const crowd = await Promise.all(
        Array.from({ length: 40 }, (_, index) => signIn(`crowd-${index}`, (index % 2) as 0 | 1)),
      );
      expect(crowd.map(({ response }) => response.status)).toEqual(crowd.map(() => 200));
      // One of them on 4 devices at once, on both instances.
      const devices = await Promise.all(
        Array.from({ length: 4 }, (_, index) => signIn("crowd-0", (index % 2) as 0 | 1)),
      );
      expect(devices.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);

      // Guesses for accounts that do not exist lock the address…
      const device = crowd[0].response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .find((cookie) => cookie.startsWith("school-attendance.device="));
      expect(device).toBeTruthy();
      let status = 0;
      for (let guess = 0; guess < 20 && status !== 429; guess++) {
        const { response } = await call((guess % 2) as 0 | 1, "/api/auth/signin", {
          method: "POST",
          body: JSON.stringify({ username: `ghost-${guess}`, password: "wrong-guess" }),
        });
        status = response.status;
      }
      expect((await signIn("crowd-1", 0)).response.status).toBe(429);
      // …but not for a device the account signed in on before, on either instance.
      expect((await signIn("crowd-0", 1, device)).response.status).toBe(200);
      expect((await signIn("crowd-0", 0, device)).response.status).toBe(200);
    } finally {
      // The later tests sign in from this address too.
      await client.query(`DELETE FROM "RateLimit" WHERE key LIKE 'signin:%'`);
      await client.end();
    }
  });

  it("a logout on one instance ends the session on the other, for the token and the cookie", async () => {
    const signedIn = await call(1, "/api/auth/signin", {
      method: "POST",
      body: JSON.stringify({ username: "mentor", password: "mentor123" }),
    });
    const { token } = (await signedIn.response.json()) as { token: string };
    expect((await call(0, "/api/classes", { token })).response.status).toBe(200);
    expect((await call(1, "/api/auth/logout", { method: "POST", token })).response.status).toBe(204);
    expect((await call(0, "/api/classes", { token })).response.status).toBe(401);

    const form = actionForm(await (await call(1, "/signin")).response.text());
    form.set("username", "mentor");
    form.set("password", "mentor123");
    const cookie = sessionCookie((await call(0, "/signin", { method: "POST", body: form })).response)!;
    expect((await call(1, "/api/classes", { cookie })).response.status).toBe(200);
    expect((await call(0, "/api/auth/logout", { method: "POST", cookie })).response.status).toBe(204);
    expect((await call(1, "/api/classes", { cookie })).response.status).toBe(401);
  });

  it("a screen request reads the session once (the proxy's answer reaches the page), on either instance", async () => {
    const signedIn = await call(0, "/api/auth/signin", {
      method: "POST",
      body: JSON.stringify({ username: "teacher", password: "teacher123" }),
    });
    const cookie = sessionCookie(signedIn.response)!;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Index and sequential scans of "Session": one per session check. PostgreSQL publishes a backend's
    // counts within 10 s of it going idle, so each reading waits that long after the requests.
    const sessionReads = async () => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await client.query("SELECT pg_stat_clear_snapshot()");
      const { rows } = await client.query<{ reads: string }>(
        `SELECT coalesce(idx_scan, 0) + coalesce(seq_scan, 0) AS reads FROM pg_stat_user_tables WHERE relname = 'Session'`,
      );
      return Number(rows[0].reads);
    };
    try {
      const before = await sessionReads();
      const screens = ["/comment", "/attendance", "/marks", "/my-submissions"];
      for (let index = 0; index < 20; index++) {
        const { response, servedBy } = await call((index % 2) as 0 | 1, screens[index % screens.length], { cookie });
        expect(servedBy).toBe(index % 2);
        expect(response.status, screens[index % screens.length]).toBe(200);
        await response.arrayBuffer();
      }
      const reads = (await sessionReads()) - before;
      // Two per request before the proxy handed its answer on (its own, then the page's); a housekeeping purge may fall in.
      expect(reads).toBeGreaterThanOrEqual(20);
      expect(reads).toBeLessThanOrEqual(21);
    } finally {
      await client.end();
    }
  });

  it("both instances served requests and logged no error (the housekeeping of both included)", () => {
    expect(Math.min(...proxy.served)).toBeGreaterThan(5);
    // Each wrote one JSON line per /api request it served (docs/deploy.md#logs), none of them a 5xx, and no
    // error line: the request log is how an operator would see one.
    for (const app of apps) {
      const output = app.output();
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { route: string; status: number; userId: string | null });
      expect(lines.some((line) => line.route === "/api/attendance/bulk" && line.status === 200 && line.userId)).toBe(
        true,
      );
      expect(lines.filter((line) => line.status >= 500)).toEqual([]);
      expect(output).not.toMatch(/housekeeping purge failed|Failed to find Server Action|Unhandled|unhandled error/);
    }
  });
});
