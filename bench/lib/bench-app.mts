// The app under a bench, on either database. `--embedded`: exactly what `npm start` runs (the
// launcher with its PGlite in a fresh data directory). Otherwise: a fresh database on the PostgreSQL
// server, migrated (and seeded when asked), served by `next start`.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { runningServerUrl } from "../../scripts/lib/embedded-postgres.mts";
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";
import { ensureBuild, prepareDatabase, ROOT, runNext } from "../../scripts/lib/launch.mts";

export interface BenchApp {
  base: string;
  /** Where the bench's own `pg` connections go (the embedded database's port, or the server database). */
  databaseUrl: string;
  kind: "embedded" | "postgresql";
  stop(): Promise<void>;
}

export interface BenchAppOptions {
  embedded: boolean;
  port: number;
  name: string;
  seedDemo: boolean;
  secret: string;
  /** Extra environment for the app (e.g. DB_POOL_MAX on PostgreSQL). */
  env?: Record<string, string>;
  logFile: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The app did not come up on ${base} (see ${logFile})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopper(child: ChildProcess, after: () => Promise<void>) {
  return async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    await after().catch(() => undefined);
  };
}

export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  const base = `http://127.0.0.1:${options.port}`;
  const out = openSync(options.logFile, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXTAUTH_URL: `${base}/api/nextauth`,
    GEOCODER_URL: "http://127.0.0.1:9/unreachable",
    ...options.env,
  };

  if (options.embedded) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${options.name}-`));
    // The launcher keeps the secret it finds in its data directory: the bench signs tokens with it.
    writeFileSync(path.join(dataDir, "nextauth-secret"), options.secret, { mode: 0o600 });
    const embeddedPort = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : await freePort();
    delete env.DATABASE_URL;
    delete env.NEXTAUTH_SECRET;
    Object.assign(env, {
      PORT: String(options.port),
      EMBEDDED_DB_PORT: String(embeddedPort),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: String(options.seedDemo),
    });
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", out, out],
    });
    await waitForHealth(base, child, options.logFile);
    // The embedded server's password is generated per data directory (DATA_DIR/postgres-password).
    const databaseUrl = runningServerUrl(dataDir);
    if (!databaseUrl) throw new Error(`The embedded PostgreSQL of ${dataDir} is not running (see ${options.logFile}).`);
    return {
      base,
      databaseUrl,
      kind: "embedded",
      stop: stopper(child, async () => rmSync(dataDir, { recursive: true, force: true })),
    };
  }

  const database = await freshTestDatabase(options.name);
  if (database.kind !== "postgresql") throw new Error("No PostgreSQL server answered: start one, or pass --embedded.");
  await prepareDatabase(database.url, { seed: options.seedDemo });
  await ensureBuild();
  Object.assign(env, { DATABASE_URL: database.url, NEXTAUTH_SECRET: options.secret });
  // As `npm start` starts it (its Node flags and preloads: scripts/lib/launch.mts), on the bench's port.
  const child = runNext(["start", "-p", String(options.port), "-H", "127.0.0.1"], env, {
    stdio: ["ignore", out, out],
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  });
  await waitForHealth(base, child, options.logFile);
  return { base, databaseUrl: database.url, kind: "postgresql", stop: stopper(child, () => database.drop()) };
}
