import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/lib/embedded-postgres.mts";

// The app exactly as a school runs it: `npm start` (scripts/start.mts), which starts the embedded
// database unless DATABASE_URL is set, migrates, seeds the demo data and serves the production build.
const ROOT = path.resolve(import.meta.dirname, "../..");

export interface AppProcess {
  base: string;
  child: ChildProcess;
  /** Everything the launcher and `next start` printed so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface AppOptions {
  port: number;
  embeddedPort: number;
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  env?: Record<string, string>;
}

/** The ports of this run: PORT / EMBEDDED_DB_PORT when given (parallel runs on one machine), else free ones. */
export async function runPorts() {
  return {
    port: process.env.PORT ? Number(process.env.PORT) : await freePort(),
    embeddedPort: process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : await freePort(),
  };
}

/** Spawns `npm start`'s launcher (without npm, so the pid is the launcher's own). */
export function spawnApp(options: AppOptions): AppProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    EMBEDDED_DB_PORT: String(options.embeddedPort),
    DATA_DIR: options.dataDir,
    GEOCODER_URL: "http://127.0.0.1:9/unreachable",
    GEOCODER_TIMEOUT_MS: "300",
    // Not the settings file of this machine (setup:server writes /etc/school-attendance/env): only what a test passes.
    APP_ENV_FILE: "",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.NEXTAUTH_SECRET;
  delete env.DB_POOL_MAX;
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.NEXTAUTH_SECRET = "http-test-secret-http-test-secret-0001";
  }
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    base: `http://127.0.0.1:${options.port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await waitUntilRefused(options.port);
    },
  };
}

/** Waits for `/api/health` to answer 200 (the launcher migrates and seeds first). */
export async function waitForHealth(app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (app.child.exitCode !== null || app.child.signalCode !== null)
      throw new Error(`npm start exited early:\n${app.output()}`);
    const ok = await fetch(`${app.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`npm start did not answer within ${timeoutMs} ms:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The `next` child outlives nothing: wait until nothing listens on the app port any more. */
export async function waitUntilRefused(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Something still answers on port ${port}`);
}
