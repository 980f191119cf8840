// `npm run backup`: one backup file into BACKUP_DIR (default $DATA_DIR/backups), keeping the newest
// BACKUP_KEEP (default 14). With DATABASE_URL: `pg_dump -Fc` (school-<time>.dump). Without it, the
// embedded database: asked of the running `npm start` (a snapshot between transactions), or taken from
// the data directory itself when the app is stopped (school-<time>.tar.gz). Restore: npm run restore.
import "./lib/env-file.mts";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mts";
import { DATA_DIR, dataDirOwner } from "./lib/launch.mts";
import { makePrivateDir, PRIVATE_UMASK } from "./lib/private-files.mts";
import { backupDir, backupKeep, prune, stamp } from "./lib/snapshots.mts";
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
  const dataDir = path.join(DATA_DIR, "pglite");
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) fail(`No embedded database in ${shown(dataDir)} (set DATA_DIR).`);
  file = path.join(dir, `school-${stamp()}.tar.gz`);
  const owner = dataDirOwner();
  if (owner) {
    file = await askRunningApp(owner, file);
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      await embedded.snapshot(file);
    } finally {
      await embedded.stop();
    }
  }
}
const removed = prune(dir, "school-", keep);
const size = (statSync(file).size / 1024 / 1024).toFixed(1);
console.log(
  `Backup written: ${shown(file)} (${size} MB, ${Math.round(performance.now() - started)} ms)${removed.length ? `; ${removed.length} older removed (BACKUP_KEEP=${keep})` : ""}.`,
);
console.log(`Restore it with: npm run restore -- ${shown(file)}`);

/** The running `npm start` owns the data directory: it takes the snapshot between transactions. */
async function askRunningApp(pid: number, target: string): Promise<string> {
  const requests = makePrivateDir(path.join(DATA_DIR, "backup-requests"));
  const request = path.join(requests, `${process.pid}.json`);
  const done = path.join(requests, `${process.pid}.done`);
  rmSync(done, { force: true });
  writeFileSync(request, JSON.stringify({ file: target }), { mode: 0o600 });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 300_000;
  while (!existsSync(done)) {
    if (Date.now() > deadline) {
      rmSync(request, { force: true });
      fail(`The app (pid ${pid}) did not take the snapshot within 5 minutes.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer = JSON.parse(readFileSync(done, "utf8")) as { file?: string; error?: string };
  rmSync(done, { force: true });
  if (!answer.file) return fail(`The app (pid ${pid}) could not take the snapshot: ${answer.error}`);
  return answer.file;
}
