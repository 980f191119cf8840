// `npm run restore -- <file|latest> [--force]`: puts a backup back. Refuses a database that already holds
// data unless --force. With DATABASE_URL: a `.dump` (pg_dump -Fc) through pg_restore, in one transaction;
// --force replaces what the dump holds (pg_restore --clean). Without it, the embedded database: a `.tar.gz`
// snapshot becomes $DATA_DIR/pglite (stop the app first); --force moves the old directory aside
// (pglite.replaced-<time>), nothing is deleted. `latest` is the newest file of BACKUP_DIR (and, for the
// embedded database, of the automatic snapshots in $DATA_DIR/snapshots).
import "./lib/env-file.mts";
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { checkTables } from "./lib/embedded-postgres.mts";
import { DATA_DIR, dataDirOwner } from "./lib/launch.mts";
import { makePrivateDir, PRIVATE_UMASK, tightenTree } from "./lib/private-files.mts";
import { directDatabaseUrl, pgToolEnv } from "./lib/pg-tools.mts";
import { autoSnapshotDir, backupDir, listBackups, shownTime, stamp, stampTime } from "./lib/snapshots.mts";

// The restored directory is the school's data: private to this account, as npm start keeps it.
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
const kind = databaseUrl ? "postgresql" : "embedded";

let file: string;
if (which === "latest") {
  const dirs = kind === "embedded" ? [backupDir(DATA_DIR), autoSnapshotDir(DATA_DIR)] : [backupDir(DATA_DIR)];
  const [latest] = listBackups(dirs).filter((b) => b.kind === kind);
  if (!latest)
    fail(
      `No ${kind === "embedded" ? "embedded snapshot (.tar.gz)" : "pg_dump file (.dump)"} in ${dirs.map(shown).join(" or ")}.`,
    );
  file = latest.file;
} else {
  file = path.resolve(which!);
  if (!existsSync(file)) fail(`No such file: ${which}`);
}
const time = stampTime(file);
const taken = time ? ` taken at ${shownTime(time)}` : "";

if (kind === "postgresql") {
  if (!file.endsWith(".dump"))
    fail(
      `${shown(file)} is not a pg_dump file (.dump). An embedded snapshot moves to PostgreSQL with npm run db:export.`,
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
  if (!file.endsWith(".tar.gz"))
    fail(`${shown(file)} is not an embedded snapshot (.tar.gz). A .dump is restored with DATABASE_URL set.`);
  const owner = dataDirOwner();
  if (owner) fail(`The app (pid ${owner}) has the embedded database open: stop it first, then restore.`);
  const dataDir = path.join(DATA_DIR, "pglite");
  const holds = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  let aside: string | null = null;
  if (holds) {
    if (!force)
      fail(
        `${shown(dataDir)} already holds a database. Add --force to move it aside (it is kept as ${shown(dataDir)}.replaced-<time>) and restore.`,
      );
    aside = `${dataDir}.replaced-${stamp()}`;
    renameSync(dataDir, aside);
  }
  try {
    makePrivateDir(dataDir);
    const db = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await checkTables(db);
    } finally {
      await db.close();
    }
    tightenTree(dataDir);
  } catch (error) {
    if (aside) {
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(aside, dataDir);
    }
    fail(`${shown(file)} could not be restored (${(error as Error).message}); nothing was changed.`);
  }
  console.log(`Restored ${shown(file)}${taken} into ${shown(dataDir)}.`);
  if (aside) console.log(`The database it replaced is kept in ${shown(aside)} (delete it when you no longer need it).`);
  console.log("Start the app: npm start");
}
