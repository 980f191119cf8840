import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/migrations/runner";
import { startEmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { freshTestDatabase, type TestDatabase } from "@/scripts/lib/test-database.mts";
import { fillWithDemoData } from "../helpers/demo-data";
import { tableRows } from "../helpers/table-rows";

// docs/design.md#machine-facts: a school outgrowing the embedded database moves its data to a PostgreSQL server with
// `npm run db:export` → `npm run migrate` on the server → `psql -f`. Every row must arrive as it was.
const ROOT = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(tmpdir(), "db-export-"));
chmodSync(root, 0o755); // run as root, the embedded server's own user passes through it to its folder
const dataDir = path.join(root, "data");
const file = path.join(root, "school-data.sql");
let target: TestDatabase | undefined;

afterAll(async () => {
  await target?.drop();
  rmSync(root, { recursive: true, force: true });
});

const snapshot = tableRows;

const runExport = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/db-export.mts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 120_000,
  });

describe("npm run db:export", () => {
  it(
    "exports the embedded data as SQL that psql loads into a migrated PostgreSQL database, row for row",
    { timeout: 240_000 },
    async () => {
      const embedded = await startEmbeddedPostgres({ dataRoot: dataDir, log: () => undefined });
      await fillWithDemoData(embedded.url);
      const source = await snapshot(embedded.url);
      await embedded.stop();
      expect(JSON.parse(source.Attendance).length, "the demo data has attendance").toBeGreaterThan(0);
      expect(source.School).toContain("O'Brien");

      const exported = runExport(file);
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toMatch(/Exported \d+ rows to /);
      const sql = readFileSync(file, "utf8");
      expect(sql).not.toContain('COPY "AttendanceDaily"');
      expect(sql).toMatch(/UPDATE "(User|School)" t SET "(primarySchoolId|createdById)"/);

      target = await freshTestDatabase("db_export");
      if (target.kind !== "postgresql") throw new Error("No PostgreSQL server answered (run npm run test:setup)");
      const load = () =>
        execFileSync("psql", [target!.url, "-q", "-v", "ON_ERROR_STOP=1", "-f", file], {
          encoding: "utf8",
          stdio: "pipe",
        });
      expect(load, "an unmigrated database is refused").toThrow(
        /relation "_prisma_migrations" does not exist|npm run migrate/,
      );
      await applyMigrations(target.url, { log: () => undefined });
      load();
      // AttendanceDaily is not in the file: the triggers rebuilt it from the loaded Attendance rows.
      expect(await snapshot(target.url)).toEqual(source);
      expect(load, "a second load is refused, nothing doubled").toThrow(/already has data/);
    },
  );
});
