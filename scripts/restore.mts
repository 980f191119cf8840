// `npm run restore -- <file|latest> [--force]`: puts a backup back. Refuses a database that already holds
// data unless --force. With DATABASE_URL: a `.dump` (pg_dump -Fc) through pg_restore, in one transaction;
// --force replaces what the dump holds (pg_restore --clean). Without it, the embedded PostgreSQL: a `.sql`
// backup (our export) loads into a freshly migrated, empty database in one transaction (stop the app
// first); --force moves the old server folder aside (postgres.replaced-<time>), nothing is deleted.
// `latest` is the newest file of that kind in BACKUP_DIR (default $DATA_DIR/backups, where npm start
// keeps its daily and stop backups).
import "./lib/env-file.mts";
import { execFile } from "node:child_process";
import { createReadStream, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import pg from "pg";
import { applyMigrations } from "../lib/migrations/runner.ts";
import { serverDir, startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { loadExport } from "./lib/export-sql.mts";
import { DATA_DIR, dataDirOwner } from "./lib/launch.mts";
import { PRIVATE_UMASK } from "./lib/private-files.mts";
import { directDatabaseUrl, pgToolEnv } from "./lib/pg-tools.mts";
import { backupDir, listBackups, shownTime, stamp, stampTime } from "./lib/backups.mts";

// What it writes beside the database is the school's data: private to this account, as npm start keeps it.
process.umask(PRIVATE_UMASK);

const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") ? relative : file;
};

const args = process.argv.slice(2);
const force = args.includes("--force");
const which = args.find((a) => !a.startsWith("--"));
if (!which) fail("Say which backup: npm run restore -- <file|latest> [--force]");
const databaseUrl = directDatabaseUrl();
const kind = databaseUrl ? "dump" : "sql";

let file: string;
if (which === "latest") {
  const dirs = [backupDir(DATA_DIR)];
  const [latest] = listBackups(dirs).filter((b) => b.kind === kind);
  if (!latest)
    fail(`No ${kind === "sql" ? "SQL backup (.sql)" : "pg_dump file (.dump)"} in ${dirs.map(shown).join(" or ")}.`);
  file = latest.file;
} else {
  file = path.resolve(which!);
  if (!existsSync(file)) fail(`No such file: ${which}`);
}
const time = stampTime(file);
const taken = time ? ` taken at ${shownTime(time)}` : "";

if (kind === "dump") {
  if (!file.endsWith(".dump"))
    fail(
      `${shown(file)} is not a pg_dump file (.dump). An embedded backup (.sql) loads into a migrated, empty database with psql -f.`,
    );
  const { url, env } = pgToolEnv(databaseUrl!);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [{ tables }] = (
    await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'`,
    )
  ).rows;
  await client.end();
  if (tables > 0 && !force)
    fail(
      `The database already holds ${tables} tables. Restoring over them replaces its data: add --force (take a backup first: npm run backup).`,
    );
  const options = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error"];
  if (tables > 0) options.push("--clean", "--if-exists");
  try {
    await promisify(execFile)("pg_restore", [...options, "--dbname", url, file], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    fail(
      `pg_restore failed, nothing was changed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }
  console.log(`Restored ${shown(file)}${taken} into the database of DATABASE_URL.`);
} else {
  if (!file.endsWith(".sql"))
    fail(`${shown(file)} is not an embedded backup (.sql). A .dump is restored with DATABASE_URL set.`);
  const owner = dataDirOwner();
  if (owner) fail(`The app (pid ${owner}) has the embedded database open: stop it first, then restore.`);
  const dir = serverDir(DATA_DIR);
  const quiet = { log: () => undefined };
  let server = await startEmbeddedPostgres({ dataRoot: DATA_DIR });
  let aside: string | null = null;
  try {
    await applyMigrations(server.url, quiet);
    const rows = await rowCount(server.url);
    if (rows > 0) {
      if (!force)
        fail(
          `The embedded database already holds ${rows} rows. Add --force to move it aside (it is kept as ${shown(dir)}.replaced-<time>) and restore.`,
        );
      await server.stop();
      aside = `${dir}.replaced-${stamp()}`;
      renameSync(dir, aside);
      server = await startEmbeddedPostgres({ dataRoot: DATA_DIR });
      await applyMigrations(server.url, quiet);
    }
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const loaded = await loadExport(client, createInterface({ input: createReadStream(file), crlfDelay: Infinity }));
      console.log(`Restored ${shown(file)}${taken}: ${loaded} rows into ${shown(dir)}.`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    if (aside) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(aside, dir);
    }
    fail(`${shown(file)} could not be restored (${(error as Error).message}); nothing was changed.`);
  }
  await server.stop();
  if (aside) console.log(`The database it replaced is kept in ${shown(aside)} (delete it when you no longer need it).`);
  console.log("Start the app: npm start");
}

/** Rows in the tables of the public schema, the migrations' own bookkeeping left out. */
async function rowCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`,
      )
    ).rows;
    let rows = 0;
    for (const { name } of tables)
      rows += Number((await client.query(`SELECT count(*)::int AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0].n);
    return rows;
  } finally {
    await client.end();
  }
}
