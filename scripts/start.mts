// `npm start` (and `npm run dev` with --dev): the app on http://localhost:3000.
// With no DATABASE_URL it runs its own PostgreSQL (scripts/lib/embedded-postgres.mts) with its data in
// $DATA_DIR/postgres (.data/), backed up once a day and at every clean stop into $DATA_DIR/backups.
import { envFileLoaded } from "./lib/env-file.mts";
import { existsSync } from "node:fs";
import path from "node:path";
import { dataDirProblem } from "./lib/data-dir.mts";
import { closeDataDir } from "./lib/private-files.mts";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { movePgliteDirectory } from "./lib/pglite-move.mts";
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
import { DAILY_CHECK_EVERY_MS, dailyBackupDue, takeAutomaticBackup } from "./lib/backups.mts";

const dev = process.argv.includes("--dev");
if (envFileLoaded) console.log(`Settings from ${envFileLoaded}`);
const port = process.env.PORT ?? "3000";
const embeddedPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
const shownPath = (file: string) => path.relative(process.cwd(), file) || file;

// Secrets, the embedded database and its backups live here: other accounts on the machine get nothing.
if (existsSync(DATA_DIR)) closeDataDir(DATA_DIR);

let databaseUrl = process.env.DATABASE_URL;
let stopDatabase = async () => {};
let stopServer = async () => {};
/** A PGlite database an older version kept in DATA_DIR: moved into the new server once, before any demo seed. */
const pgliteDir = path.join(DATA_DIR, "pglite");
if (!databaseUrl) {
  const problem = dataDirProblem(DATA_DIR);
  if (problem) fail(problem);
  const owner = dataDirOwner();
  if (owner)
    fail(
      `Another copy of the app (pid ${owner}) has ${shownPath(DATA_DIR)} open. Stop it first, or set DATA_DIR to another directory.`,
    );
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({ dataRoot: DATA_DIR, port: embeddedPort });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const release = claimDataDir();
  databaseUrl = embedded.url;
  const backup = async (when: string) => {
    try {
      console.log(`Backup ${when}: ${shownPath(await takeAutomaticBackup(embedded.url, DATA_DIR))}`);
    } catch (error) {
      console.error(`✖ The backup ${when} failed: ${(error as Error).message}`);
    }
  };
  const daily = setInterval(() => {
    if (dailyBackupDue(DATA_DIR)) void backup("of the day");
  }, DAILY_CHECK_EVERY_MS);
  daily.unref();
  let stopping = false;
  stopServer = async () => {
    stopping = true;
    clearInterval(daily);
    await embedded.stop();
    release();
  };
  // Killed or crashed under the app, the server would leave it answering 500s: stop, for a supervisor
  // (systemd) or the person at the machine to start again; PostgreSQL's recovery then loses nothing acknowledged.
  void embedded.exited.then((code) => {
    if (stopping) return;
    release();
    fail(
      `The embedded PostgreSQL stopped under the app (${code === null ? "killed" : `exit ${code}`}; its log: ${shownPath(DATA_DIR)}/postgres.log). The app stops too: start it again.`,
    );
  });
  stopDatabase = async () => {
    try {
      await backup("at the stop");
    } finally {
      await stopServer();
    }
  };
  console.log(`Embedded PostgreSQL on 127.0.0.1:${embeddedPort}, data in ${shownPath(DATA_DIR)}/postgres`);
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

// Migrations first, then an older PGlite directory's rows (they need today's tables), then the demo data
// only into a database that is still empty.
if (!process.env.DATABASE_URL && existsSync(path.join(pgliteDir, "PG_VERSION"))) {
  await prepareDatabase(databaseUrl, { seed: false });
  await movePglite(databaseUrl);
}
const seeded = await prepareDatabase(databaseUrl, { seed: process.env.SEED_DEMO_DATA !== "false" });
if (seeded) console.log("Seeded the demo data.");
if (!dev) await ensureBuild(process.argv.includes("--build"));
// public/sw.js is built from lib/offline/worker/, never committed: made here so a fresh clone, a pull and
// a copied .next/ all serve the worker of this checkout.
await buildServiceWorker();

const child = runNext(dev ? ["dev", "-p", port] : ["start", "-p", port], {
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: secret,
  REPORT_CARD_SIGNING_KEY: process.env.REPORT_CARD_SIGNING_KEY || localSigningKey(),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}/api/nextauth`,
});
printDemoAccounts(`http://localhost:${port}`);
superviseChild(child, stopDatabase);

/** The older PGlite data, table for table, into the new server; a start that cannot move it serves nothing. */
async function movePglite(url: string) {
  try {
    const moved = await movePgliteDirectory({ from: pgliteDir, databaseUrl: url, log: console.log });
    console.log(
      `Moved the PGlite database of ${shownPath(pgliteDir)} into PostgreSQL: ${moved.rows} rows in ${moved.tables} tables. The old directory is kept as ${shownPath(moved.keptAs)}.`,
    );
  } catch (error) {
    await stopServer();
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** One line saying what to do, and a non-zero exit. */
function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
