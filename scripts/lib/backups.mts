// Backups as files named by the time they were taken (UTC), school-<time>.<kind>:
// - the embedded PostgreSQL (npm start without DATABASE_URL): our SQL export (export-sql.mts), taken in
//   one REPEATABLE READ READ ONLY transaction while the app serves; `npm start` writes one a day and one at
//   every clean stop into $DATA_DIR/backups (the last 14 kept). Its package ships no pg_dump, and the
//   system's older pg_dump refuses a newer server (docs/deploy.md#backups).
// - an outside PostgreSQL server (DATABASE_URL): `pg_dump -Fc` (custom format, for pg_restore).
import { createWriteStream, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import pg from "pg";
import { exportData } from "./export-sql.mts";
import { makePrivateDir } from "./private-files.mts";

/** How often `npm start` looks whether the day's backup is due. */
export const DAILY_CHECK_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const STAMP = /(\d{8}T\d{6}(?:\d{3})?Z)/;

/** 20261126T130545123Z: sorts as text in time order, safe in a file name. */
export function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:.]/g, "");
}

/** The time in a backup's file name. */
export function stampTime(file: string): Date | null {
  const match = STAMP.exec(path.basename(file));
  if (!match) return null;
  const s = match[1];
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}${s.length > 16 ? `.${s.slice(15, 18)}` : ""}Z`;
  return new Date(iso);
}

/** "2026-11-26 13:05 UTC" */
export function shownTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export interface BackupFile {
  file: string;
  time: Date;
  kind: "sql" | "dump";
}

/** Backups in `dirs` (missing ones skipped), newest first. */
export function listBackups(dirs: string[]): BackupFile[] {
  const found: BackupFile[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const time = stampTime(name);
      const kind = name.endsWith(".sql") ? "sql" : name.endsWith(".dump") ? "dump" : null;
      if (!time || !kind || !statSync(path.join(dir, name)).isFile()) continue;
      found.push({ file: path.join(dir, name), time, kind });
    }
  }
  return found.sort((a, b) => b.time.getTime() - a.time.getTime() || b.file.localeCompare(a.file));
}

/** Deletes all but the newest `keep` files of `dir` whose names start with `prefix`. */
export function prune(dir: string, prefix: string, keep: number): string[] {
  const old = listBackups([dir])
    .filter((b) => path.basename(b.file).startsWith(prefix))
    .slice(keep);
  for (const { file } of old) rmSync(file, { force: true });
  return old.map((b) => b.file);
}

/**
 * The SQL export of the database at `url` into `file` (0600), through a temporary name: a half-written
 * backup never carries a backup's name. One REPEATABLE READ transaction: the rows of one moment.
 */
export async function writeSqlBackup(url: string, file: string): Promise<{ file: string; rows: number }> {
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    const counts = await exportData(client, out);
    out.end();
    await once(out, "finish");
    renameSync(partial, file);
    return { file, rows: Object.values(counts).reduce((a, b) => a + b, 0) };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** npm start's backup at a clean stop or once a day: into $DATA_DIR/backups, the last 14 kept. */
export async function takeAutomaticBackup(url: string, dataRoot: string): Promise<string> {
  const dir = makePrivateDir(path.join(dataRoot, "backups"));
  const { file } = await writeSqlBackup(url, path.join(dir, `school-${stamp()}.sql`));
  prune(dir, "school-", AUTOMATIC_BACKUPS_KEPT);
  return file;
}
export const AUTOMATIC_BACKUPS_KEPT = 14;

/** True when $DATA_DIR/backups holds no SQL backup of the last 24 hours. */
export function dailyBackupDue(dataRoot: string, now = Date.now()): boolean {
  const [latest] = listBackups([path.join(dataRoot, "backups")]).filter((b) => b.kind === "sql");
  return !latest || now - latest.time.getTime() >= DAY_MS;
}

/** BACKUP_DIR, else backups/ next to the embedded data ($DATA_DIR/backups). */
export const backupDir = (dataRoot: string) => path.resolve(process.env.BACKUP_DIR || path.join(dataRoot, "backups"));

/** BACKUP_KEEP (default 14): how many `npm run backup` files are kept. */
export function backupKeep(): number {
  const value = Number(process.env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(value) || value < 1) throw new Error("BACKUP_KEEP must be a whole number of at least 1");
  return value;
}
