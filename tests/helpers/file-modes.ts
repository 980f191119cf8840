import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/** Every entry under `dir`, itself as ".": relative path → permission bits (symbolic links left out). */
export function treeModes(dir: string): Record<string, number> {
  const found: Record<string, number> = {};
  const visit = (relative: string) => {
    const full = path.join(dir, relative);
    const stats = lstatSync(full, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) return;
    found[relative || "."] = stats.mode & 0o777;
    if (stats.isDirectory()) for (const name of readdirSync(full)) visit(relative ? `${relative}/${name}` : name);
  };
  visit("");
  return found;
}

/** The entries of `dir` another account could open: none when the tree is private (0700 folders, 0600 files). */
export function openEntries(dir: string): string[] {
  return Object.entries(treeModes(dir))
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([name, mode]) => `${name} ${mode.toString(8)}`);
}
