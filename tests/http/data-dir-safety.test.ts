import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEntries } from "../helpers/file-modes";
import { runPorts, spawnApp, waitForHealth, type AppProcess } from "./app-process";

// docs/deploy.md#data-dir: `npm start`'s DATA_DIR (guardians' contacts, password hashes, the session secret,
// the report cards' signing key, the embedded PostgreSQL, backups) is for the app's account only (run as root,
// the server's own user may pass through DATA_DIR to its folder and nothing else), under the usual umask
// too; and a start after a kill or a power cut is not stopped by an embedded.pid whose pid now names
// some other process.
process.umask(0o022);
const ROOT = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(tmpdir(), "data-dir-safety-"));
chmodSync(root, 0o755); // run as root, the server's own user passes through it to its folder
const dataDir = path.join(root, "data");
let app: AppProcess | undefined;
let unrelated: ChildProcess | undefined;
afterAll(async () => {
  await app?.stop();
  unrelated?.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** This run's environment for the scripts, on the embedded database of `dataDir`. */
function embeddedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV_FILE: "", DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.BACKUP_DATABASE_URL;
  return env;
}

const mode = (file: string) => statSync(file).mode & 0o777;
/** DATA_DIR's own mode: root:school-attendance-db 0710 when the app runs as root, else 0700. */
const dataDirMode = userInfo().uid === 0 ? 0o710 : 0o700;
/** openEntries, DATA_DIR's own way in for the server's user (see dataDirMode) left out. */
const openBesidesServerEntry = (dir: string) =>
  openEntries(dir).filter((entry) => entry !== `. ${dataDirMode.toString(8)}`);

/** An account with no claim on the app's files tries to read one (only as root can the test become it). */
function readableByNobody(file: string): boolean | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => spawnSync("id", [flag, "nobody"], { encoding: "utf8" });
  const [uid, gid] = [id("-u"), id("-g")];
  if (uid.status !== 0 || gid.status !== 0) return null;
  const read = spawnSync("cat", [file], { uid: Number(uid.stdout), gid: Number(gid.stdout), stdio: "ignore" });
  return read.status === 0;
}

describe("npm start's data directory", () => {
  it(
    "a fresh start under umask 022: folders 0700, files 0600, every backup 0600, nothing readable by another account",
    { timeout: 240_000 },
    async () => {
      const ports = await runPorts();
      app = spawnApp({ ...ports, dataDir });
      await waitForHealth(app);
      expect(mode(dataDir)).toBe(dataDirMode);
      for (const secret of ["nextauth-secret", "report-card-signing-key.pem", "embedded.pid"])
        expect(mode(path.join(dataDir, secret)), secret).toBe(0o600);
      expect(openBesidesServerEntry(dataDir)).toEqual([]);
      expect(readableByNobody(path.join(dataDir, "postgres", "PG_VERSION"))).not.toBe(true);
      expect(readableByNobody(path.join(dataDir, "postgres-password"))).not.toBe(true);
      expect(readableByNobody(path.join(dataDir, "report-card-signing-key.pem"))).not.toBe(true);

      const backup = spawnSync(
        "sh",
        ["-c", 'umask 022 && exec "$0" "$@"', process.execPath, "--import", "tsx", "scripts/backup.mts"],
        {
          cwd: ROOT,
          env: embeddedEnv(),
          encoding: "utf8",
          timeout: 120_000,
        },
      );
      expect(backup.status, backup.stderr).toBe(0);
      const backups = path.join(dataDir, "backups");
      expect(readdirSync(backups).filter((name) => name.endsWith(".sql"))).toHaveLength(1);

      await app.stop();
      app = undefined;
      // The clean stop's backup included: the whole tree private at rest.
      expect(readdirSync(backups).filter((name) => name.endsWith(".sql"))).toHaveLength(2);
      expect(openBesidesServerEntry(dataDir)).toEqual([]);
    },
  );

  it(
    "after a kill: a pid file naming a live unrelated process and a directory left open do not stop the start; one line each",
    { timeout: 240_000 },
    async () => {
      // What an install of before this change leaves after a power cut: a bare pid (now some other
      // process's) and a directory made under umask 022.
      unrelated = spawn("sleep", ["300"], { stdio: "ignore" });
      await new Promise((resolve) => unrelated!.once("spawn", resolve));
      writeFileSync(path.join(dataDir, "embedded.pid"), String(unrelated.pid));
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, "nextauth-secret"), 0o644);

      const ports = await runPorts();
      app = spawnApp({ ...ports, dataDir });
      await waitForHealth(app);
      const lines = app.output().split("\n");
      expect(lines.filter((line) => /^Cleared .*embedded\.pid left by a stop that was not clean/.test(line))).toEqual([
        expect.stringMatching(new RegExp(`: pid ${unrelated.pid} is not this app any more\\.$`)),
      ]);
      expect(
        lines.filter((line) => /was open to other accounts on this machine: made it private/.test(line)),
      ).toHaveLength(1);
      expect(mode(dataDir)).toBe(dataDirMode);
      expect(mode(path.join(dataDir, "nextauth-secret"))).toBe(0o600);
      expect(unrelated.exitCode, "the unrelated process was left alone").toBeNull();
      await app.stop();
      app = undefined;
    },
  );
});
