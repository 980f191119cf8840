// `npm start` (and `npm run dev` with --dev): the app on http://localhost:3000.
// With no DATABASE_URL it runs the embedded PostgreSQL (PGlite) with its data in $DATA_DIR/pglite (.data/).
import path from "node:path";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { DATA_DIR, ensureBuild, localSecret, prepareDatabase, printDemoAccounts, runNext, superviseChild } from "./lib/launch.mts";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const embeddedPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

let databaseUrl = process.env.DATABASE_URL;
let stopDatabase = async () => {};
if (!databaseUrl) {
  try {
    const dataDir = path.join(DATA_DIR, "pglite");
    const embedded = await startEmbeddedPostgres({ dataDir, port: embeddedPort, maxConnections: 40 });
    databaseUrl = embedded.url;
    stopDatabase = embedded.stop;
    console.log(`Embedded PostgreSQL (PGlite) on 127.0.0.1:${embeddedPort}, data in ${path.relative(process.cwd(), dataDir) || dataDir}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\n✖ Could not start the embedded database (${reason}). Is another copy of the app running? Set EMBEDDED_DB_PORT or DATABASE_URL.\n`);
    process.exit(1);
  }
}

let secret = process.env.NEXTAUTH_SECRET;
if (!secret) {
  if (process.env.DATABASE_URL && !dev) {
    console.error("\n✖ NEXTAUTH_SECRET must be set when running against your own database (e.g. `openssl rand -base64 32`).\n");
    process.exit(1);
  }
  secret = localSecret();
}

const seeded = await prepareDatabase(databaseUrl, { seed: process.env.SEED_DEMO_DATA !== "false" });
if (seeded) console.log("Seeded the demo data.");
if (!dev) await ensureBuild(process.argv.includes("--build"));

const child = runNext(dev ? ["dev", "-p", port] : ["start", "-p", port], {
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: secret,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}/api/nextauth`,
});
printDemoAccounts(`http://localhost:${port}`);
superviseChild(child, stopDatabase);
