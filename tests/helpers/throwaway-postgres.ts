import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/embedded-postgres.mts";

/**
 * A private PostgreSQL cluster in a temp dir, on its own port, that a test may stop and start at will
 * (the shared server on 5432 is never touched). Runs as the `postgres` OS user when we are root.
 */
export const PG_BIN = process.env.PG_BIN ?? newestPostgresBin();

/** The newest installed server's programs (Debian: /usr/lib/postgresql/<major>/bin), as install-test-deps.sh picks. */
function newestPostgresBin(root = "/usr/lib/postgresql"): string {
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return path.join(root, majors.at(-1) ?? "15", "bin");
}

export function postgresBinariesPresent(): boolean {
  return existsSync(path.join(PG_BIN, "initdb")) && existsSync(path.join(PG_BIN, "pg_ctl"));
}

function osUser(name: string): { uid: number; gid: number } | undefined {
  const out = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
  if (out.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  /** `fast`: sessions are terminated (57P01); `immediate`: the server dies like a crash. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "faults-pg-"));
  const data = path.join(dir, "data");
  const root = userInfo().uid === 0;
  const owner = root ? osUser("postgres") : undefined;
  if (root && !owner) throw new Error("Running as root but there is no `postgres` OS user to own the cluster");
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  // Async so requests keep flowing while the server goes down and comes back.
  const runAsync = (bin: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(PG_BIN, bin), args, {
        ...as,
        stdio: "ignore",
        env: { ...process.env, LC_ALL: "C" },
      });
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(" ")} exited with ${code}`)),
      );
    });
  const run = (bin: string, args: string[]) => {
    const result = spawnSync(path.join(PG_BIN, bin), args, {
      ...as,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, LC_ALL: "C" },
    });
    if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  // fsync off only risks data on an OS crash; commits stay synchronous, so an immediate (crash) stop
  // keeps every transaction that was acknowledged.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=50`;
  const startArgs = ["start", "-D", data, "-w", "-t", "30", "-l", path.join(dir, "server.log"), "-o", options];
  run("pg_ctl", startArgs);
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    spawnSync(path.join(PG_BIN, "pg_ctl"), ["stop", "-D", data, "-m", "immediate", "-w"], { ...as });
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run that dies early must not leave a server behind.
  process.once("exit", destroy);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    dir,
    stop: (mode = "fast") => runAsync("pg_ctl", ["stop", "-D", data, "-m", mode, "-w", "-t", "30"]),
    start: () => runAsync("pg_ctl", startArgs),
    destroy,
  };
}
