// The move of an old embedded database (PGlite) into PostgreSQL (scripts/lib/pglite-move.mts), on a data
// directory made by 582502a's own start (tests/fixtures/pglite-move/). Needs the npm registry (the PGlite
// reader is fetched, as on a user's machine) and the PostgreSQL test server.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/migrations/runner";
import { fetchPglite, movePgliteDirectory, type PgliteReader } from "../../scripts/lib/pglite-move.mts";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/pglite-move/pglite-582502a.tar.xz");
const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";

let work: string;
let reader: PgliteReader;
const databases: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "pgmove-test-"));
  reader = await fetchPglite(path.join(work, "reader"));
}, 120_000);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

/** A new database on the test server, migrated to this checkout's schema as a start leaves it. */
async function migratedDatabase(): Promise<string> {
  const name = `pgmove_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  databases.push(name);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString(), { log: () => undefined });
  return url.toString();
}

/** Runs `body` with npm pointed at a closed port, as on a machine without the registry. */
async function withoutRegistry(body: () => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, { npm_config_registry: "http://127.0.0.1:9/", ...env });
  try {
    await body();
  } finally {
    for (const name of ["npm_config_registry", ...Object.keys(env)]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

function unpackFixture(): string {
  const dir = mkdtempSync(path.join(work, "data-"));
  execFileSync("tar", ["-xJf", FIXTURE, "-C", dir]);
  return path.join(dir, "pglite");
}

/** Every file's path and bytes: proves a directory was not written. */
function treeHash(dir: string): string {
  const hash = createHash("sha256");
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const file = path.join(at, name);
      hash.update(path.relative(dir, file));
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

interface Sums {
  [table: string]: { rows: number; sum: string };
}
const TABLES = `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`;
// Not the move's own checksum: whole rows as text, sorted, hashed once.
const sumOf = (table: string) =>
  `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS sum FROM "${table}" t`;

/** Rows and sums of every table of a PGlite directory, read from a copy (opening a directory writes it). */
async function pgliteSums(dir: string): Promise<Sums> {
  const copy = mkdtempSync(path.join(work, "inspect-"));
  cpSync(dir, copy, { recursive: true });
  const db = await reader.open(copy);
  try {
    await db.exec("SET TimeZone = 'UTC'");
    const sums: Sums = {};
    for (const { name } of (await db.query<{ name: string }>(TABLES)).rows)
      sums[name] = (await db.query<{ rows: number; sum: string }>(sumOf(name))).rows[0];
    return sums;
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

// The fixture predates migration 20261202183701 (a class holds many subjects), which the move runs on its
// copy: Class loses its subject column, each class's subject becomes a ClassSubject with a teacher, and
// ClassMergeReview is new. Those tables are compared by rows; every other one byte for byte.
const RESHAPED = ["Class", "ClassSubject", "ClassSubjectTeacher", "ClassMergeReview"];
const NEW_TABLES = 3;
const unchanged = (sums: Sums) => Object.fromEntries(Object.entries(sums).filter(([name]) => !RESHAPED.includes(name)));
const rowsOf = (sums: Sums) => Object.values(sums).reduce((n, s) => n + s.rows, 0);

async function postgresSums(url: string): Promise<Sums> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const sums: Sums = {};
    for (const { name } of (await client.query<{ name: string }>(TABLES)).rows)
      sums[name] = (await client.query<{ rows: number; sum: string }>(sumOf(name))).rows[0];
    return sums;
  } finally {
    await client.end();
  }
}

describe("moving an old PGlite data directory into PostgreSQL", () => {
  it("copies every row of every table of 582502a's directory, keeps the old one renamed, then has nothing to do or only the rename left", async () => {
    const from = unpackFixture();
    const before = treeHash(from);
    const source = await pgliteSums(from);
    // The fixture holds rows in every table, so every table's copy is checked on real rows.
    expect(Object.keys(source).length).toBe(27);
    expect(Object.entries(source).filter(([, s]) => s.rows === 0)).toEqual([]);
    const url = await migratedDatabase();
    const lines: string[] = [];

    const moved = await movePgliteDirectory({ from, databaseUrl: url, log: (line) => lines.push(line) });

    const target = await postgresSums(url);
    const totalRows = rowsOf(target);
    expect(moved).toEqual({
      tables: 27 + NEW_TABLES,
      rows: totalRows,
      keptAs: expect.stringMatching(/pglite-moved-\d{8}T\d{9}Z$/),
    });
    expect(unchanged(target)).toEqual(unchanged(source));
    expect(target.Class.rows).toBe(source.Class.rows);
    expect(target.ClassSubject.rows).toBe(source.Class.rows);
    expect(totalRows).toBe(rowsOf(source) + target.ClassSubject.rows + target.ClassSubjectTeacher.rows);
    expect(existsSync(from)).toBe(false);
    expect(treeHash(moved.keptAs)).toBe(before);
    expect(lines.at(-1)).toContain(path.basename(moved.keptAs));
    expect(readdirSync(path.dirname(from)).sort()).toEqual([path.basename(moved.keptAs)]);

    const again = await movePgliteDirectory({ from, databaseUrl: url, log: (line) => lines.push(line) });
    expect(again).toEqual({ tables: 0, rows: 0, keptAs: "" });
    expect(await postgresSums(url)).toEqual(target);

    // A start that died between the commit and the rename: the directory is back, its rows already moved.
    cpSync(moved.keptAs, from, { recursive: true });
    const finished = await movePgliteDirectory({ from, databaseUrl: url, log: (line) => lines.push(line) });
    expect(finished).toMatchObject({ tables: 27 + NEW_TABLES, rows: totalRows });
    expect(existsSync(from)).toBe(false);
    expect(treeHash(finished.keptAs)).toBe(before);
    expect(await postgresSums(url)).toEqual(target);
  }, 240_000);

  it("without the npm registry stops with one line saying what it needs, leaving both sides as they were", async () => {
    const from = unpackFixture();
    const before = treeHash(from);
    const url = await migratedDatabase();
    const empty = await postgresSums(url);
    await withoutRegistry(async () => {
      const move = movePgliteDirectory({ from, databaseUrl: url, log: () => undefined });
      await expect(move).rejects.toThrow(
        /^Could not move the old embedded database in .*pglite into PostgreSQL: it needs the PGlite reader \(@electric-sql\/pglite@0\.5\.14, 9\.3 MB from the npm registry\) and could not fetch it \(.*ECONNREFUSED.*\)\. .*PGLITE_TARBALL naming that file \(docs\/deploy\.md#moving-from-the-old-embedded-database\)\. .*untouched; the app did not start\.$/,
      );
      await move.catch((error: Error) => expect(error.message).not.toContain("\n"));
    });
    expect(treeHash(from)).toBe(before);
    expect(await postgresSums(url)).toEqual(empty);
    expect(readdirSync(path.dirname(from))).toEqual(["pglite"]);
  }, 60_000);

  it("brings a directory at an older migration up to this schema on a copy, offline from PGLITE_TARBALL, into an empty target only", async () => {
    const migrations = readdirSync(MIGRATIONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const older = migrations.slice(0, migrations.indexOf("20261201234858_early_warning_min_recorded_days"));
    const from = path.join(mkdtempSync(path.join(work, "older-")), "pglite");
    const db = await reader.open(from);
    // As 582502a's runner left a database before these migrations: their scripts and Prisma's history rows.
    await db.exec(`CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    for (const name of older) {
      await db.exec(readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8"));
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES (gen_random_uuid()::text, 'x', $1, now(), 1)`,
        [name],
      );
    }
    await db.exec(`INSERT INTO "School" (id, name, "updatedAt") VALUES ('old-school', 'École d''avant', now());
      INSERT INTO "EarlyWarningRules" ("schoolId", "consecutiveAbsences", "updatedAt") VALUES ('old-school', 3, now());`);
    await db.close();
    const before = treeHash(from);
    const url = await migratedDatabase();
    const lines: string[] = [];

    const tarball = readdirSync(path.join(work, "reader")).find((name) => name.endsWith(".tgz"));
    const offline = (body: () => Promise<void>) =>
      withoutRegistry(body, { PGLITE_TARBALL: path.join(work, "reader", tarball ?? "missing") });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Rows the old database does not have (demo data seeded too early, another school): refused, nothing changed.
      await client.query(`INSERT INTO "School" (id, name, "updatedAt") VALUES ('other', 'Other', now())`);
      await offline(async () => {
        await expect(movePgliteDirectory({ from, databaseUrl: url, log: () => undefined })).rejects.toThrow(
          /: the new database already has rows in School; it must be empty for the move\. .* is untouched/,
        );
      });
      expect(treeHash(from)).toBe(before);
      expect((await client.query(`SELECT id FROM "School"`)).rows).toEqual([{ id: "other" }]);
      await client.query(`DELETE FROM "School"`);

      let moved = { tables: 0, rows: 0, keptAs: "" };
      await offline(async () => {
        moved = await movePgliteDirectory({ from, databaseUrl: url, log: (line) => lines.push(line) });
      });

      expect(moved).toMatchObject({ tables: 27 + NEW_TABLES, rows: 2 });
      expect(lines.filter((line) => line.includes("applied migration"))).toHaveLength(migrations.length - older.length);
      expect(treeHash(moved.keptAs)).toBe(before);
      const { rows } = await client.query(
        `SELECT s.name, s."senderName", r."consecutiveAbsences", r."minRecordedDays" FROM "School" s JOIN "EarlyWarningRules" r ON r."schoolId" = s.id`,
      );
      // minRecordedDays: the default its migration gives existing rows.
      expect(rows).toEqual([{ name: "École d'avant", senderName: null, consecutiveAbsences: 3, minRecordedDays: 10 }]);
    } finally {
      await client.end();
    }
  }, 240_000);
});
