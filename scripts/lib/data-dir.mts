// Before the embedded PostgreSQL starts on DATA_DIR: can the app write there, and is there room? initdb
// and postgres say it in their own terms, deep in a log; this says what to do, in one line.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, statfsSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** A new database needs room for initdb's files (docs/performance.md#faults); an existing one for WAL as it starts. */
const MIN_FREE_MB = { fresh: 64, existing: 16 };

const READ_ONLY = new Set(["EROFS", "EACCES", "EPERM"]);

/** One line saying what is wrong with `dir` (DATA_DIR) and what to do, or null when the embedded server can use it. */
export function dataDirProblem(dir: string): string | null {
  const shown = path.relative(process.cwd(), dir) || dir;
  const readOnly = (code: string) =>
    `The data directory ${shown} is not writable (${code}). Make it writable by the user running the app, or set DATA_DIR to a writable place, then start again.`;
  const full = (freeMb: number, needMb: number) =>
    `The disk holding ${shown} is full (${freeMb} MB free, the embedded database needs at least ${needMb} MB). Free some space, or set DATA_DIR to another disk, then start again.`;
  const fresh = !existsSync(path.join(dir, "postgres", "PG_VERSION"));
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, "ok");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    if (READ_ONLY.has(code)) return readOnly(code);
    if (code === "ENOSPC" || code === "EDQUOT") return full(0, fresh ? MIN_FREE_MB.fresh : MIN_FREE_MB.existing);
    return `The data directory ${shown} cannot be used (${code}: ${(error as Error).message}). Fix it or set DATA_DIR, then start again.`;
  }
  const stats = statfsSync(dir);
  const freeMb = Math.floor((Number(stats.bavail) * Number(stats.bsize)) / 1024 / 1024);
  const needMb = fresh ? MIN_FREE_MB.fresh : MIN_FREE_MB.existing;
  return freeMb < needMb ? full(freeMb, needMb) : null;
}
