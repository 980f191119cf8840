// CPU time of the processes a bench started (Linux /proc), so a run can say where the machine's CPU
// went per request: on a shared 2-core machine throughput follows CPU per request, not wall time.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** User + system CPU of one process in ms, or 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The descendants of `root` (children, grandchildren, …) whose command line matches `pattern`. */
export function descendants(root: number, pattern: RegExp): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone while listing.
    }
  }
  const isUnder = (pid: number): boolean => {
    for (let at = parentOf.get(pid); at !== undefined && at > 1; at = parentOf.get(at)) if (at === root) return true;
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!isUnder(pid)) return false;
    try {
      return pattern.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "));
    } catch {
      return false;
    }
  });
}
