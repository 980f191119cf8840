// `npm run db:export [-- FILE]` (default school-data.sql): the embedded PostgreSQL's data as SQL for
// another PostgreSQL server, the rows of one moment (it may run while the app serves). Then:
// DATABASE_URL=… npm run migrate; psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f FILE.
import { existsSync } from "node:fs";
import path from "node:path";
import { writeSqlBackup } from "./lib/backups.mts";
import { serverDir, withEmbeddedServer } from "./lib/embedded-postgres.mts";
import { DATA_DIR } from "./lib/launch.mts";

const file = path.resolve(process.argv[2] ?? "school-data.sql");
const shown = path.relative(process.cwd(), file) || file;
const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(serverDir(DATA_DIR), "PG_VERSION")))
  fail(`No embedded database in ${serverDir(DATA_DIR)} (set DATA_DIR to where npm start keeps it).`);

// Every row, password hashes and guardians' contacts included: written 0600, for this account's eyes only.
const { rows } = await withEmbeddedServer(DATA_DIR, (url) => writeSqlBackup(url, file));
console.log(`Exported ${rows} rows to ${shown}.`);
console.log(`Load them into an empty PostgreSQL database:`);
console.log(`  DATABASE_URL=postgresql://user:password@host:5432/school npm run migrate`);
console.log(`  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f ${shown}`);
console.log(`then start the app with that DATABASE_URL and a NEXTAUTH_SECRET.`);
