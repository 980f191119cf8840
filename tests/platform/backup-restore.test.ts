import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { freshTestDatabase, type TestDatabase } from "@/scripts/lib/test-database.mts";
import { fillWithDemoData } from "../helpers/demo-data";
import { openEntries } from "../helpers/file-modes";
import { tableRows } from "../helpers/table-rows";

// docs/deploy.md#backups: `npm run backup` then `npm run restore` gives back every row of every table,
// on PostgreSQL (pg_dump -Fc / pg_restore) and on the embedded PostgreSQL (our SQL export: its package ships no pg_dump).
// Every backup file is 0600 in a 0700 folder whatever the umask: it holds contacts and password hashes.
const ROOT = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(tmpdir(), "backup-restore-"));
chmodSync(root, 0o755); // run as root, the embedded server's own user passes through it to its folder
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(root, { recursive: true, force: true });
});

function run(script: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, APP_ENV_FILE: "", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // Under the usual umask (022), which alone would leave pg_dump's file readable by every account.
  return spawnSync(
    "sh",
    ["-c", 'umask 022 && exec "$0" "$@"', process.execPath, "--import", "tsx", `scripts/${script}.mts`, ...args],
    {
      cwd: ROOT,
      env: childEnv,
      encoding: "utf8",
      timeout: 120_000,
    },
  );
}

describe("npm run backup / npm run restore", () => {
  it(
    "PostgreSQL: pg_dump -Fc and pg_restore give back every row; a database with data needs --force",
    { timeout: 180_000 },
    async () => {
      const source = await freshTestDatabase("ops_test_backup_src");
      databases.push(source);
      if (source.kind !== "postgresql") throw new Error("No PostgreSQL server answered (run npm run test:setup)");
      await fillWithDemoData(source.url);
      const rows = await tableRows(source.url);
      expect(JSON.parse(rows.Attendance).length).toBeGreaterThan(0);

      const backups = path.join(root, "pg-backups");
      const env = { DATABASE_URL: source.url, BACKUP_DIR: backups, BACKUP_KEEP: "2" };
      for (let i = 0; i < 3; i++) {
        const backup = run("backup", env);
        expect(backup.status, backup.stderr).toBe(0);
        expect(backup.stdout).toMatch(/Backup written: .*school-\d{8}T\d{6,9}Z\.dump/);
      }
      expect(
        readdirSync(backups).filter((f) => f.endsWith(".dump")),
        "BACKUP_KEEP=2",
      ).toHaveLength(2);
      expect(openEntries(backups), "every backup 0600 in a 0700 folder").toEqual([]);

      const target = await freshTestDatabase("ops_test_backup_dst");
      databases.push(target);
      const restored = run("restore", { DATABASE_URL: target.url, BACKUP_DIR: backups }, "latest");
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/Restored .*school-.*\.dump taken at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(await tableRows(target.url)).toEqual(rows);

      const refused = run("restore", { DATABASE_URL: target.url, BACKUP_DIR: backups }, "latest");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/already holds \d+ tables.*--force/);

      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`DELETE FROM "Comment"; UPDATE "School" SET name = 'changed'`);
      await client.end();
      const forced = run("restore", { DATABASE_URL: target.url, BACKUP_DIR: backups }, "latest", "--force");
      expect(forced.status, forced.stderr).toBe(0);
      expect(await tableRows(target.url)).toEqual(rows);
    },
  );

  it(
    "embedded PostgreSQL: the SQL backup restores into an empty database row for row; over data only with --force",
    { timeout: 240_000 },
    async () => {
      const dataRoot = path.join(root, "embedded");
      const embedded = await startEmbeddedPostgres({ dataRoot, log: () => undefined });
      let rows: Record<string, string>;
      try {
        await fillWithDemoData(embedded.url);
        rows = await tableRows(embedded.url);
        // While the server runs (as npm start's does), the backup reads it: one moment of its rows.
        const backup = run("backup", { DATA_DIR: dataRoot });
        expect(backup.status, backup.stderr).toBe(0);
        expect(backup.stdout).toMatch(/Backup written: .*backups\/school-\d{8}T\d{6,9}Z\.sql/);
      } finally {
        await embedded.stop();
      }
      const file = path.join(dataRoot, "backups", readdirSync(path.join(dataRoot, "backups"))[0]);
      expect(openEntries(path.join(dataRoot, "backups")), "the backup 0600 in a 0700 folder").toEqual([]);

      const elsewhere = path.join(root, "embedded-restored");
      const restored = run("restore", { DATA_DIR: elsewhere }, file);
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/Restored .* taken at .* UTC: \d+ rows into .*postgres/);
      const reopened = await startEmbeddedPostgres({ dataRoot: elsewhere, log: () => undefined });
      try {
        expect(await tableRows(reopened.url)).toEqual(rows);
      } finally {
        await reopened.stop();
      }

      const refused = run("restore", { DATA_DIR: elsewhere }, file);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/already holds \d+ rows\. Add --force/);
      const forced = run("restore", { DATA_DIR: elsewhere }, file, "--force");
      expect(forced.status, forced.stderr).toBe(0);
      expect(readdirSync(elsewhere).some((name) => name.startsWith("postgres.replaced-"))).toBe(true);
      expect(existsSync(path.join(elsewhere, "postgres", "PG_VERSION"))).toBe(true);
    },
  );
});
