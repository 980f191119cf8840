import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { runPorts, spawnApp, waitForHealth, type AppProcess } from "./app-process";

// docs/deploy.md#school-server: `sudo npm run setup:server` on this Debian machine, for real: PostgreSQL
// from the distribution (already installed here, so apt is not called), a role and database of its own,
// the settings file, the daily backup (a cron entry: systemd does not run these machines). Then
// `npm start` runs on that database with no other setting, the backup command works, and a second run
// changes nothing. Paths and names are the test's own (APP_ENV_FILE, DB_NAME, ...).
const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const root = mkdtempSync(path.join(tmpdir(), "setup-server-"));
const name = `ops_test_setup_${process.pid}`;
const envFile = path.join(root, "etc", "env");
const backupDir = path.join(root, "backups");
const cronFile = path.join(root, "cron.d", "school-attendance-backup");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  APP_ENV_FILE: envFile,
  DB_NAME: name,
  DB_USER: name,
  APP_USER: "root",
  BACKUP_DIR: backupDir,
  SETUP_CRON_FILE: cronFile,
  SETUP_SYSTEMD: "0",
  SETUP_APT: "0",
};
delete env.DATABASE_URL;
delete env.NEXTAUTH_SECRET;

let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS "${name}"`);
  await admin.end();
  rmSync(root, { recursive: true, force: true });
});

const setup = () =>
  spawnSync("bash", ["scripts/setup-server.sh"], { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 });

describe("npm run setup:server", () => {
  it(
    "sets up PostgreSQL, the settings file and a daily backup; npm start uses them; a second run changes nothing",
    { timeout: 240_000 },
    async () => {
      if (process.getuid?.() !== 0) throw new Error("setup-server.test.ts runs setup:server for real: it needs root");
      const first = setup();
      expect(first.status, first.stderr + first.stdout).toBe(0);
      expect(first.stdout).toContain("PostgreSQL is installed");
      expect(first.stdout).toContain(`created the PostgreSQL role ${name}`);
      expect(first.stdout).toContain(`created the database ${name}`);
      expect(first.stdout).toMatch(
        /wrote .*etc\/env: DATABASE_URL, NEXTAUTH_SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, BACKUP_DIR \(mode 600/,
      );
      expect(first.stdout).toMatch(/systemd does not run this machine: wrote the cron entry .*npm run backup daily/);

      expect((statSync(envFile).mode & 0o777).toString(8)).toBe("600");
      const settings = Object.fromEntries(
        readFileSync(envFile, "utf8")
          .split("\n")
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
      );
      expect(settings.DATABASE_URL).toMatch(
        new RegExp(`^postgresql://${name}:[\\w-]{20,}@127\\.0\\.0\\.1:\\d+/${name}$`),
      );
      expect(settings.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(settings.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, "base64")).toHaveLength(32);
      const cron = readFileSync(cronFile, "utf8");
      expect(cron).toMatch(
        new RegExp(`^17 2 \\* \\* \\* root cd ${ROOT} && APP_ENV_FILE=${envFile} npm run --silent backup`, "m"),
      );

      // npm start with nothing but the settings file: PostgreSQL, migrated and seeded, answers /api/health.
      const ports = await runPorts();
      app = spawnApp({ ...ports, dataDir: path.join(root, "data"), env: { APP_ENV_FILE: envFile } });
      await waitForHealth(app);
      const health = await (await fetch(`${app.base}/api/health`)).json();
      expect(health).toMatchObject({ status: "ok", database: "ok" });
      expect(app.output()).toContain(`Settings from ${envFile}`);
      expect(app.output()).not.toContain("Embedded PostgreSQL");
      await app.stop();
      app = undefined;

      // The cron entry's command.
      const backup = spawnSync("npm", ["run", "--silent", "backup"], {
        cwd: ROOT,
        env: { ...env, APP_ENV_FILE: envFile },
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(readdirSync(backupDir).filter((f) => f.endsWith(".dump"))).toHaveLength(1);

      const before = readFileSync(envFile, "utf8");
      const second = setup();
      expect(second.status, second.stderr + second.stdout).toBe(0);
      expect(second.stdout).toContain("Nothing changed: this machine was already set up.");
      expect(second.stdout).not.toContain("✔");
      expect(readFileSync(envFile, "utf8")).toBe(before);
    },
  );
});
