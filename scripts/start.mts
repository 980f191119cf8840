// `npm start` (and `npm run dev` with --dev): the app on http://localhost:3000.
// With no DATABASE_URL it runs the embedded PostgreSQL (PGlite) with its data in $DATA_DIR/pglite (.data/).
import { envFileLoaded } from "./lib/env-file.mts";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDirProblem } from "./lib/data-dir.mts";
import { closeDataDir, makePrivateDir, tightenTree } from "./lib/private-files.mts";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { buildServiceWorker } from "./lib/service-worker-build.mts";
import {
  claimDataDir,
  DATA_DIR,
  dataDirOwner,
  ensureBuild,
  localSecret,
  localSigningKey,
  prepareDatabase,
  printDemoAccounts,
  runNext,
  superviseChild,
} from "./lib/launch.mts";
import {
  AUTO_SNAPSHOT_EVERY_MS,
  AUTO_SNAPSHOTS_KEPT,
  autoSnapshotDir,
  backupDir,
  prune,
  stamp,
  unopenableMessage,
} from "./lib/snapshots.mts";

const dev = process.argv.includes("--dev");
if (envFileLoaded) console.log(`Settings from ${envFileLoaded}`);
const port = process.env.PORT ?? "3000";
const embeddedPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

// Secrets, the embedded database, snapshots and backups live here: other accounts on the machine get nothing.
if (existsSync(DATA_DIR)) closeDataDir(DATA_DIR);

let databaseUrl = process.env.DATABASE_URL;
let stopDatabase = async () => {};
// PGlite runs one statement at a time: the app's pool gets one connection (its queue holds the rest,
// 503 past the wait), and the server gives each batch and transaction the session to itself.
const appPool: Record<string, string> = databaseUrl ? {} : { DB_POOL_MAX: process.env.DB_POOL_MAX ?? "1" };
if (!databaseUrl) {
  const dataDir = path.join(DATA_DIR, "pglite");
  const shown = path.relative(process.cwd(), dataDir) || dataDir;
  const problem = dataDirProblem(dataDir);
  if (problem) fail(problem);
  const owner = dataDirOwner();
  if (owner)
    fail(
      `Another copy of the app (pid ${owner}) has ${shown} open. Stop it first, or set DATA_DIR to another directory.`,
    );
  // A clean stop leaves this mark; without it (killed, power cut) every table is read back before serving.
  const cleanMark = path.join(DATA_DIR, "embedded-stopped-cleanly");
  const verify = existsSync(path.join(dataDir, "PG_VERSION")) && !existsSync(cleanMark);
  try {
    const embedded = await startEmbeddedPostgres({ dataDir, port: embeddedPort, verify });
    rmSync(cleanMark, { force: true });
    // PGlite writes its files 0666 whatever the umask (DATA_DIR's 0700 keeps them from others meanwhile).
    tightenTree(dataDir);
    const release = claimDataDir();
    databaseUrl = embedded.url;
    const snapshots = autoSnapshotDir(DATA_DIR);
    const snapshot = async () => {
      const file = await embedded.snapshot(path.join(snapshots, `pglite-${stamp()}.tar.gz`));
      prune(snapshots, "pglite-", AUTO_SNAPSHOTS_KEPT);
      return file;
    };
    const hourly = setInterval(() => {
      snapshot().catch((error) => console.error(`✖ The hourly snapshot failed: ${(error as Error).message}`));
    }, AUTO_SNAPSHOT_EVERY_MS);
    hourly.unref();
    process.on("SIGUSR2", () => void answerBackupRequests(embedded.snapshot));
    stopDatabase = async () => {
      clearInterval(hourly);
      try {
        const file = await snapshot();
        console.log(`Snapshot of the embedded database: ${path.relative(process.cwd(), file) || file}`);
      } finally {
        await embedded.stop();
        writeFileSync(cleanMark, new Date().toISOString(), { mode: 0o600 });
        tightenTree(DATA_DIR);
        release();
      }
    };
    console.log(`Embedded PostgreSQL (PGlite) on 127.0.0.1:${embeddedPort}, data in ${shown}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      fail(
        `Port ${embeddedPort} for the embedded database is taken (${reason}). Is another copy of the app running? Set EMBEDDED_DB_PORT or DATABASE_URL.`,
      );
    }
    fail(
      unopenableMessage({
        shown,
        reason,
        afterCrash: verify,
        snapshotDirs: [autoSnapshotDir(DATA_DIR), backupDir(DATA_DIR)],
      }),
    );
  }
}

let secret = process.env.NEXTAUTH_SECRET;
if (!secret) {
  if (process.env.DATABASE_URL && !dev) {
    console.error(
      "\n✖ NEXTAUTH_SECRET must be set when running against your own database (e.g. `openssl rand -base64 32`).\n",
    );
    process.exit(1);
  }
  secret = localSecret();
}

const seeded = await prepareDatabase(databaseUrl, { seed: process.env.SEED_DEMO_DATA !== "false" });
if (seeded) console.log("Seeded the demo data.");
if (!dev) await ensureBuild(process.argv.includes("--build"));
// public/sw.js is built from lib/offline/worker/, never committed: made here so a fresh clone, a pull and
// a copied .next/ all serve the worker of this checkout.
await buildServiceWorker();

const child = runNext(dev ? ["dev", "-p", port] : ["start", "-p", port], {
  DATABASE_URL: databaseUrl,
  ...appPool,
  NEXTAUTH_SECRET: secret,
  REPORT_CARD_SIGNING_KEY: process.env.REPORT_CARD_SIGNING_KEY || localSigningKey(),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}/api/nextauth`,
});
printDemoAccounts(`http://localhost:${port}`);
superviseChild(child, stopDatabase);

/** `npm run backup` while the app runs asks for a snapshot: a request file per asking process, then SIGUSR2. */
async function answerBackupRequests(take: (file: string) => Promise<string>) {
  const dir = makePrivateDir(path.join(DATA_DIR, "backup-requests"));
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const request = path.join(dir, name);
    let answer: { file?: string; error?: string };
    try {
      const { file } = JSON.parse(readFileSync(request, "utf8")) as { file: string };
      answer = { file: await take(file) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    rmSync(request, { force: true });
    const done = request.replace(/\.json$/, ".done");
    writeFileSync(`${done}.partial`, JSON.stringify(answer), { mode: 0o600 });
    renameSync(`${done}.partial`, done);
  }
}

/** One line saying what to do, and a non-zero exit. */
function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
