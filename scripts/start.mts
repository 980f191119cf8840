// `npm start` (and `npm run dev` with --dev): the app on http://localhost:3000.
// With no DATABASE_URL it runs the embedded PostgreSQL (PGlite) with its data in $DATA_DIR/pglite (.data/).
import path from "node:path";
import { dataDirProblem } from "./lib/data-dir.mts";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import {
  claimDataDir,
  DATA_DIR,
  dataDirOwner,
  ensureBuild,
  localSecret,
  prepareDatabase,
  printDemoAccounts,
  runNext,
  superviseChild,
} from "./lib/launch.mts";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const embeddedPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

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
  try {
    const embedded = await startEmbeddedPostgres({ dataDir, port: embeddedPort });
    const release = claimDataDir();
    databaseUrl = embedded.url;
    stopDatabase = async () => {
      await embedded.stop();
      release();
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
      `The embedded database in ${shown} could not be opened (${reason}). Check that its disk is writable and not full; otherwise restore ${shown} from a backup.`,
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

const child = runNext(dev ? ["dev", "-p", port] : ["start", "-p", port], {
  DATABASE_URL: databaseUrl,
  ...appPool,
  NEXTAUTH_SECRET: secret,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}/api/nextauth`,
});
printDemoAccounts(`http://localhost:${port}`);
superviseChild(child, stopDatabase);

/** One line saying what to do, and a non-zero exit. */
function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
