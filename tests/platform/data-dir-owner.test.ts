import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { treeModes } from "../helpers/file-modes";

// docs/deploy.md#power-cuts: after a kill or a power cut `npm start` must come back by itself. Its
// embedded.pid is believed only while the process it names is the launcher that wrote it (same pid and
// same start time); a pid reused by any other process is cleared with one line. And DATA_DIR (secrets,
// the database, snapshots, backups) is for this account only: an open one is closed on start, in one line.
const ROOT = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(tmpdir(), "data-dir-owner-"));
const dataDir = path.join(root, "data");
mkdirSync(dataDir);
process.env.DATA_DIR = dataDir;
const pidFile = path.join(dataDir, "embedded.pid");
const children: ChildProcess[] = [];
type Launch = typeof import("@/scripts/lib/launch.mts");
let launch: Launch;

beforeAll(async () => {
  launch = await import("@/scripts/lib/launch.mts");
  expect(launch.DATA_DIR).toBe(dataDir);
});
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** A live process that is not the app (what a reused pid names after a reboot). */
async function unrelatedProcess(): Promise<number> {
  const child = spawn("sleep", ["120"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child.pid!;
}

function ownerWithLines(): { owner: number | null; lines: string[] } {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    const owner = launch.dataDirOwner();
    return { owner, lines: log.mock.calls.map((call) => String(call[0])) };
  } finally {
    log.mockRestore();
  }
}

const clearedLine =
  /^Cleared .*embedded\.pid left by a stop that was not clean \(a kill or a power cut\): pid \d+ is not this app any more\.$/;

describe("embedded.pid: believed only when its process is this app's", () => {
  it("a pid file from before the start time was kept, naming a live unrelated process: cleared with one line", async () => {
    const pid = await unrelatedProcess();
    writeFileSync(pidFile, String(pid));
    const { owner, lines } = ownerWithLines();
    expect(owner).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(clearedLine);
    expect(existsSync(pidFile)).toBe(false);
  });

  it("a record whose pid is now another process (start time differs): cleared with one line", async () => {
    const pid = await unrelatedProcess();
    const started = launch.processStarted(pid);
    expect(started, "the system tells a live process's start time").not.toBeNull();
    writeFileSync(pidFile, JSON.stringify({ pid, started: `${started}0` }));
    const { owner, lines } = ownerWithLines();
    expect(owner).toBeNull();
    expect(lines[0]).toMatch(clearedLine);
    expect(existsSync(pidFile)).toBe(false);
  });

  it("a pid that has gone: cleared with one line", async () => {
    const child = spawn("true", { stdio: "ignore" });
    const pid = child.pid!;
    await new Promise((resolve) => child.once("exit", resolve));
    writeFileSync(pidFile, JSON.stringify({ pid, started: "1" }));
    const { owner, lines } = ownerWithLines();
    expect(owner).toBeNull();
    expect(lines).toHaveLength(1);
    expect(existsSync(pidFile)).toBe(false);
  });

  it(
    "the launcher that claimed the directory and still runs: its pid, the file kept",
    { timeout: 30_000 },
    async () => {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("./scripts/lib/launch.mts").then((m) => { m.claimDataDir(); console.log("claimed"); setInterval(() => {}, 1000); })`,
        ],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(child);
      await new Promise((resolve) => child.stdout!.once("data", resolve));
      const { owner, lines } = ownerWithLines();
      expect(owner).toBe(child.pid);
      expect(lines).toEqual([]);
      expect(JSON.parse(readFileSync(pidFile, "utf8"))).toMatchObject({ pid: child.pid });
      expect(statSync(pidFile).mode & 0o777).toBe(0o600);
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      // Killed with -9: its file stays behind, and is cleared at the next look.
      expect(ownerWithLines().owner).toBeNull();
      expect(existsSync(pidFile)).toBe(false);
    },
  );
});

describe("DATA_DIR is private to the app's account", () => {
  it("an open directory (0755, files 0644/0666) is closed on start with one line; a private one says nothing", async () => {
    const { closeDataDir } = await import("@/scripts/lib/private-files.mts");
    const open = path.join(root, "open");
    mkdirSync(path.join(open, "pglite", "base"), { recursive: true });
    writeFileSync(path.join(open, "nextauth-secret"), "s");
    writeFileSync(path.join(open, "pglite", "base", "1234"), "rows");
    chmodSync(path.join(open, "nextauth-secret"), 0o644);
    chmodSync(path.join(open, "pglite", "base", "1234"), 0o666);
    for (const dir of [open, path.join(open, "pglite"), path.join(open, "pglite", "base")]) chmodSync(dir, 0o755);

    const lines: string[] = [];
    closeDataDir(open, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /open was open to other accounts on this machine: made it private \(5 folders and files now 0700\/0600\)\./,
    );
    expect(treeModes(open)).toEqual({
      ".": 0o700,
      pglite: 0o700,
      "pglite/base": 0o700,
      "pglite/base/1234": 0o600,
      "nextauth-secret": 0o600,
    });
    closeDataDir(open, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });
});
