import { createHash, randomUUID } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDatabaseError } from "../../lib/migrations/describe-error";
import { applyMigrations } from "../../lib/migrations/runner";

// The race test runs on the outside PostgreSQL server, where two runners race for the advisory lock.
// CI always has one (npm run test:setup); a machine without it skips these tests and says so.
const serverUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const adminUrl = (await reachable(serverUrl)) || process.env.CI ? serverUrl : undefined;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const migrationsDir = path.resolve(import.meta.dirname, "../..", "prisma", "migrations");
const expectedTables = [
  "Attendance",
  "Class",
  "Comment",
  "Mark",
  "RateLimit",
  "School",
  "SchoolMembership",
  "Student",
  "Subject",
  "TrackingEvent",
  "User",
  "_prisma_migrations",
];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const quiet = () => undefined;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function migrationFolders(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b));
}

describe.skipIf(!adminUrl)("applyMigrations on a fresh PostgreSQL database", () => {
  const dbName = `mig_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  let url = "";
  let folders: string[] = [];

  beforeAll(async () => {
    await withClient(adminUrl!, (c) => c.query(`CREATE DATABASE "${dbName}"`));
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    folders = await migrationFolders(migrationsDir);
  });

  afterAll(async () => {
    if (adminUrl) await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  });

  it("applies every migration once, even when two runs race, then nothing", async () => {
    expect(folders.length).toBeGreaterThan(0);
    const [a, b] = await Promise.all([
      applyMigrations(url, { migrationsDir, log: quiet }),
      applyMigrations(url, { migrationsDir, log: quiet }),
    ]);
    expect([...a.applied, ...b.applied].sort()).toEqual(folders); // the advisory lock serialises the runs
    expect(await applyMigrations(url, { migrationsDir, log: quiet })).toEqual({ applied: [] });
  });

  it("writes Prisma's _prisma_migrations rows: sha256 of each file, finished, one step", async () => {
    const { rows } = await withClient(url, (c) =>
      c.query(`SELECT * FROM "_prisma_migrations" ORDER BY "migration_name"`),
    );
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
    for (const row of rows) {
      const bytes = await readFile(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(sha256(bytes));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at.getTime()).toBeLessThanOrEqual(row.finished_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("creates the schema's tables", async () => {
    const { rows } = await withClient(url, (c) =>
      c.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`),
    );
    // Every model's table exists (later migrations may add more, e.g. report rollups).
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(expectedTables));
  });

  it("warns about a migration modified after it was applied, and goes on", async () => {
    const first = folders[0];
    await withClient(url, (c) =>
      c.query(`UPDATE "_prisma_migrations" SET "checksum" = repeat('0', 64) WHERE "migration_name" = $1`, [first]),
    );
    const lines: string[] = [];
    const result = await applyMigrations(url, { migrationsDir, log: (line) => lines.push(line) });
    expect(result.applied).toEqual([]);
    expect(lines.some((line) => /warning/i.test(line) && line.includes(first) && /modified/.test(line))).toBe(true);
  });

  it("refuses to run after a failed migration that is not marked rolled back", async () => {
    await withClient(url, (c) =>
      c.query(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name") VALUES ($1, repeat('a', 64), '29990101000000_broken')`,
        [randomUUID()],
      ),
    );
    await expect(applyMigrations(url, { migrationsDir, log: quiet })).rejects.toThrow(
      /29990101000000_broken failed in an earlier run/,
    );
    await withClient(url, (c) =>
      c.query(
        `UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "migration_name" = '29990101000000_broken'`,
      ),
    );
    expect(await applyMigrations(url, { migrationsDir, log: quiet })).toEqual({ applied: [] });
  });

  it("rolls a failing migration back whole, and applies it once fixed", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      const name = "29990101000001_extra";
      await mkdir(path.join(dir, name));
      const file = path.join(dir, name, "migration.sql");
      await writeFile(file, `CREATE TABLE "Extra" ("id" TEXT PRIMARY KEY);\nSELECT 1 / 0;\n`);
      await expect(applyMigrations(url, { migrationsDir: dir, log: quiet })).rejects.toThrow(
        /Migration 29990101000001_extra failed and was rolled back: division by zero/,
      );
      const exists = await withClient(url, (c) => c.query(`SELECT to_regclass('"Extra"') AS t`));
      expect(exists.rows[0].t).toBeNull();

      await writeFile(file, `CREATE TABLE "Extra" ("id" TEXT PRIMARY KEY);\n`);
      expect(await applyMigrations(url, { migrationsDir: dir, log: quiet })).toEqual({ applied: [name] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!adminUrl)("usernames that differ only by case, in a database from before they were refused", () => {
  const dbName = `mig_case_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const migration = "20261126131004_username_unique_without_case";
  let url = "";
  let dir = "";

  beforeAll(async () => {
    await withClient(adminUrl!, (c) => c.query(`CREATE DATABASE "${dbName}"`));
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    await cp(migrationsDir, dir, { recursive: true });
    await rm(path.join(dir, migration), { recursive: true });
    await applyMigrations(url, { migrationsDir: dir, log: quiet });
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    if (adminUrl) await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  });

  it("the deploy goes on: the oldest keeps the name, the others get the first free '-n', each in the audit log", async () => {
    const names = ["racer", "RACER", "Racer", "racer-2", "x".repeat(50), "X".repeat(50)];
    await withClient(url, async (c) => {
      for (const [index, username] of names.entries())
        await c.query(
          `INSERT INTO "User" (id, username, email, "passwordHash", "createdAt", "updatedAt")
           VALUES ($1, $2, $3, 'x', now() + make_interval(secs => $4), now())`,
          [`user${index}`, username, `u${index}@example.test`, index],
        );
    });
    expect(await applyMigrations(url, { migrationsDir, log: quiet })).toEqual({ applied: [migration] });
    const { rows } = await withClient(url, (c) => c.query(`SELECT id, username FROM "User" ORDER BY id`));
    expect(rows.map((r) => r.username)).toEqual([
      "racer",
      "RACER-3",
      "Racer-4",
      "racer-2",
      "x".repeat(50),
      `${"X".repeat(48)}-2`,
    ]);
    const audit = await withClient(url, (c) =>
      c.query(`SELECT "targetId", before, after FROM "AuditEntry" WHERE action = 'user.rename' ORDER BY "targetId"`),
    );
    expect(audit.rows).toEqual([
      { targetId: "user1", before: { username: "RACER" }, after: { username: "RACER-3" } },
      { targetId: "user2", before: { username: "Racer" }, after: { username: "Racer-4" } },
      { targetId: "user5", before: { username: "X".repeat(50) }, after: { username: `${"X".repeat(48)}-2` } },
    ]);
    await expect(
      withClient(url, (c) =>
        c.query(
          `INSERT INTO "User" (id, username, email, "passwordHash", "updatedAt") VALUES ('u9', 'RaCeR', 'u9@x', 'x', now())`,
        ),
      ),
    ).rejects.toThrow(/User_username_lower_key/);
  });
});

describe("connection errors", () => {
  it("surface as one sentence naming host and port", async () => {
    await expect(
      applyMigrations("postgres://someone:s3cret@127.0.0.1:1/db", { migrationsDir, log: quiet }),
    ).rejects.toThrow(/^Cannot reach the database at 127\.0\.0\.1:1 — is PostgreSQL running\?$/);
  });

  const url = "postgresql://alice:hunter2@db.example:6543/school";
  const error = (code: string, message = "boom") => Object.assign(new Error(message), { code });
  it.each([
    [error("ECONNREFUSED"), "Cannot reach the database at db.example:6543 — is PostgreSQL running?"],
    [error("ENOTFOUND"), 'Cannot resolve the database host "db.example" — check the host name in DATABASE_URL.'],
    [
      error("28P01", 'password authentication failed for user "alice"'),
      'PostgreSQL at db.example:6543 rejected the password for user "alice" — check DATABASE_URL.',
    ],
    [
      error("3D000"),
      'The database "school" does not exist on db.example:6543 — create it (createdb school) or fix DATABASE_URL.',
    ],
    [
      Object.assign(new AggregateError([error("ECONNREFUSED")]), {}),
      "Cannot reach the database at db.example:6543 — is PostgreSQL running?",
    ],
    [new Error("oops hunter2 leaked"), "oops **** leaked"],
  ])("describeDatabaseError(%s)", (err, sentence) => {
    const text = describeDatabaseError(err, url);
    expect(text).toBe(sentence);
    expect(text).not.toContain("hunter2");
  });
});
