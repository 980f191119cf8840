import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { commandLine } from "./embedded-postgres.mts";
import { makePrivateDir } from "./private-files.mts";
import { applyMigrations } from "../../lib/migrations/runner.ts";
import { describeDatabaseError } from "../../lib/migrations/describe-error.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where `npm start` keeps the embedded database and the local secret (`DATA_DIR`, default .data/). */
export const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR || ".data");

const OWNER_FILE = () => path.join(DATA_DIR, "embedded.pid");
const LAUNCHER = "scripts/start.mts";

/** What `embedded.pid` records: the pid and, so a reused pid is not taken for the app, when that process started. */
interface OwnerRecord {
  pid: number;
  /** /proc/<pid>/stat's start time (clock ticks since boot), or `ps`'s where there is no /proc; null if unknown. */
  started: string | null;
}

/** When process `pid` started, as the system tells it (null when it cannot say, or the process is gone). */
export function processStarted(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22; the command name (field 2) is in parentheses and may hold spaces: count after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    if (existsSync("/proc/self/stat")) return null; // Linux: no such process
    const ps = spawnSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" });
    return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : null;
  }
}

function readOwnerRecord(): OwnerRecord | null {
  let text: string;
  try {
    text = readFileSync(OWNER_FILE(), "utf8").trim();
  } catch {
    return null;
  }
  // Files written before the start time was recorded hold the bare pid.
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
  try {
    const record = JSON.parse(text) as Partial<OwnerRecord>;
    return Number.isInteger(record.pid) ? { pid: record.pid!, started: record.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Is the process the record names still the `npm start` that wrote it? */
function isOurLauncher(record: OwnerRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: alive but not ours to signal (another account's process: not this app's launcher either,
    // unless the record's start time says so). ESRCH: gone.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStarted(record.pid);
  // A pid is reused after a kill or a power cut: only the same start time (or, for a record without one,
  // a process running the launcher) is the copy that wrote the file.
  if (record.started !== null) return started !== null && started === record.started;
  return commandLine(record.pid).includes(LAUNCHER);
}

/**
 * The live `npm start` that has the embedded data directory open, or null. A pid file that names a
 * process gone, or one that is not this app (its pid reused since a kill or a power cut), is removed
 * with one line: it must never keep the app from coming back by itself.
 */
export function dataDirOwner(): number | null {
  const record = readOwnerRecord();
  if (!record) {
    if (existsSync(OWNER_FILE())) clearOwnerFile("it could not be read");
    return null;
  }
  if (record.pid === process.pid) return null;
  if (record.pid > 0 && isOurLauncher(record)) return record.pid;
  clearOwnerFile(`pid ${record.pid} is not this app any more`);
  return null;
}

function clearOwnerFile(why: string) {
  rmSync(OWNER_FILE(), { force: true });
  const shown = path.relative(process.cwd(), OWNER_FILE()) || OWNER_FILE();
  console.log(`Cleared ${shown} left by a stop that was not clean (a kill or a power cut): ${why}.`);
}

/** Marks this process as the one with the data directory open; undone by the returned function. */
export function claimDataDir(): () => void {
  const record: OwnerRecord = { pid: process.pid, started: processStarted(process.pid) };
  writeFileSync(OWNER_FILE(), JSON.stringify(record), { mode: 0o600 });
  return () => rmSync(OWNER_FILE(), { force: true });
}

/** A dev secret generated on first start and kept in .data/ (production must set NEXTAUTH_SECRET). */
export function localSecret(): string {
  const file = path.join(DATA_DIR, "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // An existing DATA_DIR keeps its mode: run as root it is 0710 for the embedded server's user (private-files.mts).
  if (!existsSync(DATA_DIR)) makePrivateDir(DATA_DIR);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The report cards' signing key when REPORT_CARD_SIGNING_KEY is unset: made on first start and kept in
 * DATA_DIR (mode 600) beside the local secret. Not in the database's backups: back it up with the
 * settings (docs/deploy.md#signing-key); lost, the next start makes a new one and every card already
 * issued still verifies, its public key being in the database.
 */
export function localSigningKey(): string {
  const file = path.join(DATA_DIR, "report-card-signing-key.pem");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // An existing DATA_DIR keeps its mode: run as root it is 0710 for the embedded server's user (private-files.mts).
  if (!existsSync(DATA_DIR)) makePrivateDir(DATA_DIR);
  const pem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem.trim();
}

/**
 * Migrations, then the demo data when the database is empty, both under the migration lock: instances
 * started at the same moment on one database take turns, so the demo data is written once. Exits with one
 * sentence on failure.
 */
export async function prepareDatabase(databaseUrl: string, options: { seed: boolean }): Promise<boolean> {
  let seeded = false;
  const seed = async () => {
    process.env.DATABASE_URL = databaseUrl;
    const { db } = await import("../../lib/db.ts");
    const { seedDemoData } = await import("../../prisma/seed.ts");
    seeded = await seedDemoData(db);
    await db.$disconnect();
  };
  try {
    await applyMigrations(databaseUrl, {
      migrationsDir: path.join(ROOT, "prisma/migrations"),
      whileLocked: options.seed ? seed : undefined,
    });
  } catch (error) {
    console.error(`\n✖ ${describeDatabaseError(error, databaseUrl)}\n`);
    process.exit(1);
  }
  return seeded;
}

export function printDemoAccounts(url: string) {
  console.log(`\n  School Attendance is running on ${url}\n`);
  console.log("  Demo accounts (change or remove them before real use):");
  console.log("    admin     / schooladmin1 → /admin");
  console.log("    teacher   / teacher123   → /comment (Green Hills Primary School)");
  console.log("    teacher2  / teacher123   → /comment (Lakeside Secondary School)");
  console.log("    mentor    / mentor123    → /comment, lesson observations (Green Hills Primary School)\n");
}

/** Runs `next build` when there is no production build yet. */
export async function ensureBuild(force = false): Promise<void> {
  if (!force && existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) return;
  console.log("Building the app (first start only; `npm run build` rebuilds)…");
  // Types were checked before this code landed (npm test); see next.config.mjs.
  const code = await waitFor(runNext(["build"], { BUILD_SKIP_TYPECHECK: "1" }));
  if (code !== 0) process.exit(code ?? 1);
}

/**
 * `next <args>` as a child that exits when this process dies, even by SIGKILL (a launcher killed with
 * -9 must not leave an orphan holding the port and its database connections). The server also gets the
 * peer-address preload: `next start` keeps a client's own X-Forwarded-For, so only this stamp tells
 * route handlers who really connected (see lib/http/client-address.ts).
 */
export function runNext(
  args: string[],
  env: Record<string, string | undefined>,
  { stdio = "inherit", nodeArgs = [] }: { stdio?: StdioOptions; nodeArgs?: string[] } = {},
): ChildProcess {
  const bin = path.join(ROOT, "node_modules/next/dist/bin/next");
  const preload = (file: string) => ["--import", pathToFileURL(path.join(ROOT, "scripts/lib", file)).href];
  const serving = args[0] === "start";
  const preloads = [
    ...preload("exit-with-parent.mjs"),
    ...(args[0] === "build" ? [] : preload("peer-address.mjs")),
    ...(serving ? preload("graceful-stop.mjs") : []),
  ];
  // `next start` leaves SIGTERM to graceful-stop.mjs: a bounded stop that exits 0 (Next's own exits 143).
  const signals: Record<string, string> = serving ? { NEXT_MANUAL_SIG_HANDLE: "true" } : {};
  return spawn(process.execPath, [...(serving ? SERVER_V8_FLAGS : []), ...nodeArgs, ...preloads, bin, ...args], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, ...signals, ...env },
  });
}

/**
 * V8's young generation for the server: up to 32 MB a semi-space (Node 20's default is 16 MB). Each request
 * leaves short-lived garbage (its body, its rows, its answer) in a process whose old generation holds all of
 * Next; a larger young generation collects it less often and promotes less of it. Three runs each of the
 * bulk-save bench: CPU a save 1.75 → 1.68 ms, the empty route's 0.79 → 0.75 ms, throughput +3 %, peak memory
 * under that load unchanged (docs/performance.md#api-overhead). It grows only as the server allocates.
 */
export const SERVER_V8_FLAGS = ["--max-semi-space-size=32"];

export function waitFor(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

/** How long `next start` may take to finish its requests on SIGTERM (SHUTDOWN_GRACE_SECONDS, default 20). */
export function shutdownGraceSeconds(): number {
  const value = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20);
  return Number.isFinite(value) && value >= 0 ? value : 20;
}

/**
 * Forwards Ctrl-C/TERM to the child (which finishes its requests in flight, see graceful-stop.mjs) and
 * runs `cleanup` (the embedded database's backup and clean stop) once it has exited; exits with the
 * child's code. A child still running 10 s past its grace is killed.
 */
export function superviseChild(child: ChildProcess, cleanup: () => Promise<void>) {
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    child.kill(signal);
    setTimeout(() => child.kill("SIGKILL"), (shutdownGraceSeconds() + 10) * 1000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  child.on("exit", async (code, signal) => {
    await cleanup().catch((error) => console.error(`✖ ${error instanceof Error ? error.message : error}`));
    process.exit(code ?? (signal ? 1 : 0));
  });
}
