import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

// docs/deploy.md#public-address: `setup:server` writes the address report cards print, PUBLIC_URL, into
// the settings file: from `--public-url`, from PUBLIC_URL in its environment, or asked at a terminal;
// kept on later runs; a wrong one refused before anything changes. Run for real, as setup-server.test.ts.
const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const root = mkdtempSync(path.join(tmpdir(), "setup-public-url-"));
const name = `ops_test_public_url_${process.pid}`;
const envFile = path.join(root, "etc", "env");
const base: NodeJS.ProcessEnv = {
  ...process.env,
  APP_ENV_FILE: envFile,
  DB_NAME: name,
  DB_USER: name,
  APP_USER: "root",
  BACKUP_DIR: path.join(root, "backups"),
  SETUP_CRON_FILE: path.join(root, "cron.d", "school-attendance-backup"),
  SETUP_SYSTEMD: "0",
  SETUP_APT: "0",
};
delete base.DATABASE_URL;
delete base.NEXTAUTH_SECRET;
delete base.PUBLIC_URL;

afterAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS "${name}"`);
  await admin.end();
  rmSync(root, { recursive: true, force: true });
});

const setup = (args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync("bash", ["scripts/setup-server.sh", ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
const settingOf = () => readFileSync(envFile, "utf8").match(/^PUBLIC_URL=(.*)$/gm) ?? [];

describe("setup:server and the public address", { timeout: 240_000 }, () => {
  it("without one (no terminal to ask at): writes none, and says cards are for this machine only", () => {
    if (process.getuid?.() !== 0)
      throw new Error("setup-server-public-url.test.ts runs setup:server for real: it needs root");
    const run = setup();
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(settingOf()).toEqual([]);
    expect(run.stdout).toContain("⚠ No PUBLIC_URL: report cards can be issued only on this machine until it is set");
  });

  it("takes PUBLIC_URL from its environment as the address's origin, and keeps it on the next run", () => {
    const run = setup([], { PUBLIC_URL: "https://School.Example.org/some/path" });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(settingOf()).toEqual(["PUBLIC_URL=https://school.example.org"]);
    expect(run.stdout).toMatch(/wrote .*etc\/env: .*BACKUP_DIR, PUBLIC_URL=https:\/\/school\.example\.org \(mode 600/);
    expect(run.stdout).not.toContain("No PUBLIC_URL");
    const again = setup();
    expect(again.status, again.stderr + again.stdout).toBe(0);
    expect(again.stdout).toContain("Nothing changed: this machine was already set up.");
    expect(settingOf()).toEqual(["PUBLIC_URL=https://school.example.org"]);
  });

  it("--public-url replaces it; what else the file holds stays", () => {
    writeFileSync(envFile, `${readFileSync(envFile, "utf8")}NOTICE_PROVIDER=log\n`);
    for (const args of [["--public-url", "http://192.168.1.10:3000"], ["--public-url=http://192.168.1.10:3000/"]]) {
      const run = setup(args);
      expect(run.status, run.stderr + run.stdout).toBe(0);
      expect(settingOf()).toEqual(["PUBLIC_URL=http://192.168.1.10:3000"]);
    }
    expect(readFileSync(envFile, "utf8")).toMatch(/^NOTICE_PROVIDER=log$/m);
  });

  it("asks for it when run at a terminal and the file has none", () => {
    writeFileSync(envFile, readFileSync(envFile, "utf8").replace(/^PUBLIC_URL=.*\n/m, ""));
    // `script` gives the run a terminal; the answer is typed on it.
    const run = spawnSync("script", ["-qec", "bash scripts/setup-server.sh", "/dev/null"], {
      cwd: ROOT,
      env: base,
      input: "https://pupils.example.rw\n",
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain("This server's address as families' phones reach it");
    expect(settingOf()).toEqual(["PUBLIC_URL=https://pupils.example.rw"]);
  });

  it("refuses what is no http(s) address, an unknown option, before changing anything", () => {
    const before = readFileSync(envFile, "utf8");
    for (const [args, env, said] of [
      [["--public-url", "school.example.org"], {}, "The public address must be an http:// or https:// address"],
      [[], { PUBLIC_URL: "ftp://school.example.org" }, "The public address must be an http:// or https:// address"],
      [["--public-url"], {}, "--public-url takes an address"],
      [["--publicurl=x"], {}, "Unknown option --publicurl=x"],
    ] as const) {
      const run = setup([...args], env);
      expect(run.status, run.stdout).toBe(1);
      expect(run.stderr).toContain(said);
      expect(run.stdout).not.toContain("Setting up this machine");
    }
    expect(readFileSync(envFile, "utf8")).toBe(before);
  });
});
