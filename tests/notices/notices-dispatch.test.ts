import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMigratedEmbedded } from "../helpers/embedded-db";

// Several dispatchers on one database, each in its own process as app instances are: every due notice
// is sent by exactly one of them, and a dispatcher killed mid-batch loses none (its claims expire and
// are taken again). On the test run's database and on an embedded one (`npm start`'s default).
const TOTAL = 1_000;
const work = mkdtempSync(path.join(tmpdir(), "notices-dispatch-"));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

function dispatcher(url: string, file: string, worker: string, pauseMs = 0, goFile = "") {
  const args = ["--import", "tsx", "tests/helpers/dispatch-child.mts", file, worker, String(pauseMs), goFile];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: url, DB_POOL_MAX: "4" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve) => child.stdout!.on("data", () => resolve()));
  children.add(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      children.delete(child);
      if (code !== 0 && code !== null) console.error(stderr);
      resolve(code);
    }),
  );
  return { child, done, ready };
}

/** A school with notices on, one student and guardian, and `count` due notices (one a day). */
async function seed(client: pg.Client, count: number): Promise<string> {
  const school = `school-${Math.random().toString(36).slice(2, 10)}`;
  await client.query(`INSERT INTO "School" (id, name, "updatedAt") VALUES ($1, $1, now())`, [school]);
  await client.query(
    `INSERT INTO "NoticeRule" ("schoolId", enabled, "sendAfterMinutes", "monthlyLimit", "updatedAt") VALUES ($1, true, 0, 100000, now())`,
    [school],
  );
  await client.query(
    `INSERT INTO "Subject" (id, "schoolId", name) VALUES ($1 || '-s', $1, 'Maths');
     INSERT INTO "Class" (id, "schoolId", "className", "classRoom", "updatedAt") VALUES ($1 || '-c', $1, 'P4', 'R1', now());
     INSERT INTO "ClassSubject" (id, "classId", "subjectId", "schoolId") VALUES ($1 || '-c', $1 || '-c', $1 || '-s', $1);
     INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "updatedAt") VALUES ($1 || '-st', 'Aline Uwase', $1 || '-c', $1, now());
     INSERT INTO "Guardian" (id, "studentId", position, name, relationship, phone, consent, "updatedAt")
       VALUES ($1 || '-g', $1 || '-st', 1, 'Jeanne', 'mother', '+250788000001', true, now());`.replace(
      /\$1/g,
      `'${school}'`,
    ),
  );
  await client.query(
    `INSERT INTO "Notice" (id, "schoolId", "studentId", date, "guardianId", kind, "attendanceStatus", channel, "to", text,
       "dueAt", "attemptAt", "updatedAt")
     SELECT $1 || '-n' || i, $1, $1 || '-st', DATE '2000-01-01' + i, $1 || '-g', 'absence', 'absent', 'log', '+250788000001',
       'text', now() - interval '1 minute', now() - interval '1 minute', now()
     FROM generate_series(1, $2::int) AS i`,
    [school, count],
  );
  return school;
}

/** The file's lines as [notice id, the dispatcher that sent it]. */
const sends = (file: string) =>
  (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : []).map((line) => line.split(" "));
const lines = (file: string) => sends(file).map(([id]) => id);

function countsOf(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

async function statuses(client: pg.Client, school: string) {
  const { rows } = await client.query<{ status: string; n: number }>(
    `SELECT status::text, count(*)::int AS n FROM "Notice" WHERE "schoolId" = $1 GROUP BY status`,
    [school],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

function suite(name: string, database: () => Promise<{ url: string; stop: () => Promise<void> }>) {
  describe(name, () => {
    let url: string;
    let stop: () => Promise<void>;
    let client: pg.Client;
    beforeAll(async () => {
      ({ url, stop } = await database());
      client = new pg.Client({ connectionString: url });
      await client.connect();
    }, 120_000);
    afterAll(async () => {
      await client?.end();
      await stop?.();
    });

    it(`two dispatchers in two processes send ${TOTAL} due notices, each exactly once`, async () => {
      const school = await seed(client, TOTAL);
      const file = path.join(work, `${name}-two.txt`);
      const go = path.join(work, `${name}-go`);
      const [a, b] = [dispatcher(url, file, "instance-a", 0, go), dispatcher(url, file, "instance-b", 0, go)];
      await Promise.all([a.ready, b.ready]);
      writeFileSync(go, "");
      expect(await Promise.all([a.done, b.done])).toEqual([0, 0]);
      // Both took part: the race was real.
      const by = countsOf(
        sends(file)
          .filter(([id]) => id.startsWith(school))
          .map(([, worker]) => worker),
      );
      expect(by.get("instance-a")).toBeGreaterThan(0);
      expect(by.get("instance-b")).toBeGreaterThan(0);
      const mine = lines(file).filter((id) => id.startsWith(school));
      const counts = countsOf(mine);
      expect(counts.size).toBe(TOTAL);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(await statuses(client, school)).toEqual({ sent: TOTAL });
      const { rows } = await client.query<{ by: string | null; n: number }>(
        `SELECT "claimedBy" AS by, count(*)::int AS n FROM "Notice" WHERE "schoolId" = $1 GROUP BY 1`,
        [school],
      );
      expect(rows).toEqual([{ by: null, n: TOTAL }]);
    }, 180_000);

    it("a dispatcher killed with SIGKILL mid-batch loses nothing: after its leases expire every notice is sent", async () => {
      const school = await seed(client, 300);
      const file = path.join(work, `${name}-kill.txt`);
      const slow = dispatcher(url, file, "doomed", 20);
      while (lines(file).length < 60) await sleep(20);
      slow.child.kill("SIGKILL");
      await slow.done;
      const before = await statuses(client, school);
      expect(before.sent).toBeGreaterThan(0);
      expect(before.queued).toBeGreaterThan(0);
      // The dead instance's claims hold until their lease ends: a second dispatcher leaves them alone…
      const claimed = await client.query(
        `SELECT count(*)::int AS n FROM "Notice" WHERE "schoolId" = $1 AND "claimedBy" = 'doomed'`,
        [school],
      );
      expect(claimed.rows[0].n).toBeGreaterThan(0);
      // …until the lease has passed (the clock moved on by an hour, written to the rows).
      await client.query(
        `UPDATE "Notice" SET "claimedAt" = "claimedAt" - interval '1 hour' WHERE "schoolId" = $1 AND "claimedAt" IS NOT NULL`,
        [school],
      );
      expect(await dispatcher(url, file, "restarted").done).toBe(0);
      expect(await statuses(client, school)).toEqual({ sent: 300 });
      const counts = countsOf(lines(file).filter((id) => id.startsWith(school)));
      expect(counts.size).toBe(300);
      // At most the one the provider had taken when the process died goes twice (docs/design.md#notices).
      expect([...counts.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    }, 180_000);
  });
}

suite("the test run's database", async () => ({ url: process.env.DATABASE_URL!, stop: async () => undefined }));
suite("an embedded database", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "notices-embedded-")); // a folder the server's own user reaches
  const embedded = await startMigratedEmbedded(dataDir);
  return { url: embedded.url, stop: () => embedded.stop() };
});
