// Backups of both databases, as files named by the time they were taken (UTC):
// - the embedded database: a copy of its data directory (PGlite's dumpDataDir, a .tar.gz) taken while no
//   connection is half-way through a batch or transaction, right after a CHECKPOINT. `npm start` takes one
//   every hour and one at a clean stop into $DATA_DIR/snapshots (the last 48 kept); `npm run backup` takes
//   one into BACKUP_DIR.
// - PostgreSQL: `pg_dump -Fc` (custom format, for pg_restore) into BACKUP_DIR.
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { makePrivateDir } from "./private-files.mts";

export const AUTO_SNAPSHOTS_KEPT = 48;
export const AUTO_SNAPSHOT_EVERY_MS = 60 * 60 * 1000;

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
  kind: "embedded" | "postgresql";
}

/** Backups in `dirs` (missing ones skipped), newest first. */
export function listBackups(dirs: string[]): BackupFile[] {
  const found: BackupFile[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const time = stampTime(name);
      const kind = name.endsWith(".tar.gz") ? "embedded" : name.endsWith(".dump") ? "postgresql" : null;
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

/** Writes `data` to `file` through a temporary name: a half-written backup never carries a backup's name. */
export function writeWhole(file: string, data: Uint8Array) {
  makePrivateDir(path.dirname(file));
  const temporary = `${file}.partial`;
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, file);
}

/** A consistent copy of an open PGlite data directory (call it when no connection is mid-transaction). */
export async function dumpPglite(db: PGlite, file: string): Promise<string> {
  await db.exec("CHECKPOINT");
  const blob = await db.dumpDataDir("gzip");
  writeWhole(file, new Uint8Array(await blob.arrayBuffer()));
  return file;
}

/** Where `npm start` keeps its own snapshots of the embedded database. */
export const autoSnapshotDir = (dataRoot: string) => path.join(dataRoot, "snapshots");

/** BACKUP_DIR, else backups/ next to the embedded data ($DATA_DIR/backups). */
export const backupDir = (dataRoot: string) => path.resolve(process.env.BACKUP_DIR || path.join(dataRoot, "backups"));

/** BACKUP_KEEP (default 14): how many `npm run backup` files are kept. */
export function backupKeep(): number {
  const value = Number(process.env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(value) || value < 1) throw new Error("BACKUP_KEEP must be a whole number of at least 1");
  return value;
}

/** The one line `npm start` says when the embedded data directory does not open: the latest snapshot, its time, the command. */
export function unopenableMessage(options: {
  shown: string;
  reason: string;
  afterCrash: boolean;
  snapshotDirs: string[];
}): string {
  const shownPath = (file: string) => {
    const relative = path.relative(process.cwd(), file);
    return relative && !relative.startsWith("..") ? relative : file;
  };
  const why = options.reason.includes("Aborted()") ? "PostgreSQL could not recover it" : options.reason;
  const crash = options.afterCrash ? ": it was not stopped cleanly (power cut, crash or kill)" : "";
  const start = `The embedded database in ${options.shown} cannot be opened (${why})${crash}.`;
  const [latest] = listBackups(options.snapshotDirs).filter((b) => b.kind === "embedded");
  if (!latest)
    return `${start} No snapshot of it was found in ${options.snapshotDirs.map(shownPath).join(" or ")}: check that its disk is writable and not full, or restore ${options.shown} from a copy kept elsewhere.`;
  return `${start} The latest snapshot was taken at ${shownTime(latest.time)}: \`npm run restore -- ${shownPath(latest.file)} --force\` puts it back (the damaged directory is kept beside it), then npm start again.`;
}
