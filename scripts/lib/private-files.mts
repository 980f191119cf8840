// docs/deploy.md#data-dir. DATA_DIR holds guardians' contacts, password hashes, the session secret and the report cards' signing
// key: no other account on the machine may read it or write to it (a key added there would make forged
// report cards verify). Everything the launcher and the backup scripts make there is 0700 (folders) or
// 0600 (files) whatever the umask, and a tree left open by an older version is closed on start.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
/** The umask for a process whose children write into DATA_DIR (pg_dump): no bit for group or others. */
export const PRIVATE_UMASK = 0o077;

/** `dir` (and any parent it has to make) as a folder only this account opens. */
export function makePrivateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir leaves an existing folder as it was, and its mode goes through the umask: set it outright.
  chmodSync(dir, PRIVATE_DIR_MODE);
  return dir;
}

/**
 * Takes every permission of group and others off the folders and files under `dir` (itself included);
 * symbolic links are left alone (their own modes mean nothing, and their targets may be elsewhere), and
 * so is `skip` (the embedded PostgreSQL's own folder, kept 0700 by its server user). Returns how many
 * entries it changed.
 */
export function tightenTree(dir: string, skip?: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    if (entry === skip) return;
    let stats;
    try {
      stats = lstatSync(entry);
    } catch {
      return; // removed meanwhile (a WAL segment recycled by the running database)
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      // The owner keeps what it had (a folder must stay enterable); group and others lose everything.
      chmodSync(entry, (stats.mode & 0o700) | (stats.isDirectory() ? PRIVATE_DIR_MODE : 0));
      changed++;
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return changed;
}

/**
 * True when `dir` exists and another account may enter, read or write it. Only entering for the group
 * (0710) does not count: run by root, DATA_DIR is root:school-attendance-db 0710 so that the embedded
 * PostgreSQL's user passes through to its own folder and sees nothing else.
 */
export function openToOthers(dir: string): boolean {
  try {
    return (statSync(dir).mode & 0o067) !== 0;
  } catch {
    return false;
  }
}

/**
 * On start: closes a DATA_DIR an older version (or a copy made with the usual umask) left open to other
 * accounts, and says so in one line. Entries it may not change (read-only disk, another owner) are left
 * for the data-directory check to explain.
 */
export function closeDataDir(dir: string, log: (line: string) => void = console.log): void {
  const wasOpen = openToOthers(dir);
  let changed = 0;
  try {
    // The embedded server's way in (see openToOthers) is set again as it starts.
    changed = tightenTree(dir, path.join(dir, "postgres"));
  } catch {
    return;
  }
  if (wasOpen) {
    const shown = path.relative(process.cwd(), dir) || dir;
    log(
      `${shown} was open to other accounts on this machine: made it private (${changed} folders and files now 0700/0600).`,
    );
  }
}
