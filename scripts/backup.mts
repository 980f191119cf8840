// `npm run backup`: one backup file into BACKUP_DIR (default $DATA_DIR/backups), keeping the newest
// BACKUP_KEEP (default 14). With DATABASE_URL: `pg_dump -Fc` (school-<time>.dump). Without it, the
// embedded PostgreSQL: our SQL export of one moment (school-<time>.sql), read from the running app's
// server or from one started for it while the app is stopped (its package ships no pg_dump:
// docs/deploy.md#backups). Restore: npm run restore.
import "./lib/env-file.mts";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { serverDir, withEmbeddedServer } from "./lib/embedded-postgres.mts";
import { DATA_DIR } from "./lib/launch.mts";
import { PRIVATE_UMASK } from "./lib/private-files.mts";
import { backupDir, backupKeep, prune, stamp, writeSqlBackup } from "./lib/backups.mts";
import { directDatabaseUrl, pgToolEnv } from "./lib/pg-tools.mts";

// pg_dump creates its file with the umask (usually 0644): a backup holds every guardian's contacts and
// every password hash, so this process and its children make files 0600 and folders 0700.
process.umask(PRIVATE_UMASK);

const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

let keep = 14;
try {
  keep = backupKeep();
} catch (error) {
  fail((error as Error).message);
}
const dir = backupDir(DATA_DIR);
mkdirSync(dir, { recursive: true, mode: 0o700 });
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") ? relative : file;
};
const started = performance.now();
let file: string;

const databaseUrl = directDatabaseUrl();
if (databaseUrl) {
  file = path.join(dir, `school-${stamp()}.dump`);
  const partial = `${file}.partial`;
  const { url, env } = pgToolEnv(databaseUrl);
  try {
    await promisify(execFile)("pg_dump", ["--format=custom", "--no-owner", "--file", partial, url], { env });
  } catch (error) {
    rmSync(partial, { force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    fail(`pg_dump failed: ${stderr}`);
  }
  renameSync(partial, file);
} else {
  if (!existsSync(path.join(serverDir(DATA_DIR), "PG_VERSION")))
    fail(`No embedded database in ${shown(serverDir(DATA_DIR))} (set DATA_DIR to where npm start keeps it).`);
  const target = path.join(dir, `school-${stamp()}.sql`);
  file = await withEmbeddedServer(DATA_DIR, (url) => writeSqlBackup(url, target)).then(
    (written) => written.file,
    (error: Error) => fail(`The backup failed: ${error.message}`),
  );
}
const removed = prune(dir, "school-", keep);
const size = (statSync(file).size / 1024 / 1024).toFixed(1);
console.log(
  `Backup written: ${shown(file)} (${size} MB, ${Math.round(performance.now() - started)} ms)${removed.length ? `; ${removed.length} older removed (BACKUP_KEEP=${keep})` : ""}.`,
);
console.log(`Restore it with: npm run restore -- ${shown(file)}`);
