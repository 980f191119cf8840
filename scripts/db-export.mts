// `npm run db:export [-- FILE]` (default school-data.sql): the embedded database's data as SQL for a
// PostgreSQL server. With the app stopped (the export needs data nothing is changing), it opens
// $DATA_DIR/pglite itself. Then: DATABASE_URL=… npm run migrate; psql "$DATABASE_URL" -f FILE.
import { createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { exportData } from "./lib/export-sql.mts";
import { DATA_DIR, dataDirOwner } from "./lib/launch.mts";

const file = path.resolve(process.argv[2] ?? "school-data.sql");
const dataDir = path.join(DATA_DIR, "pglite");
const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(dataDir, "PG_VERSION")))
  fail(`No embedded database in ${dataDir} (set DATA_DIR to where npm start keeps it).`);
const owner = dataDirOwner();
if (owner) fail(`The app (pid ${owner}) has ${dataDir} open: stop it (Ctrl-C in its terminal), then export.`);

const embedded = await startEmbeddedPostgres({ dataDir });
const client = new pg.Client({ connectionString: embedded.url });
try {
  await client.connect();
  // Every row, password hashes and guardians' contacts included: for this account's eyes only.
  const out = createWriteStream(file, { mode: 0o600 });
  const counts = await exportData(client, out);
  out.end();
  await once(out, "finish");
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `Exported ${rows} rows from ${Object.keys(counts).length} tables to ${path.relative(process.cwd(), file) || file}.`,
  );
  console.log(`Load them into an empty PostgreSQL database:`);
  console.log(`  DATABASE_URL=postgresql://user:password@host:5432/school npm run migrate`);
  console.log(`  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f ${path.relative(process.cwd(), file) || file}`);
  console.log(`then start the app with that DATABASE_URL and a NEXTAUTH_SECRET.`);
} finally {
  await client.end().catch(() => undefined);
  await embedded.stop();
}
