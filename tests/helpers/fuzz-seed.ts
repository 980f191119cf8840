/**
 * The fast-check seed: fixed by default so that a red run is red again on the next try and on a
 * colleague's machine; `FUZZ_SEED=<n>` explores another part of the space (and replays a run printed by
 * a failure). tests/setup/fuzz-seed.ts gives it to every property of every file; the global setup prints
 * it once per run, and the hostile-input files print it again beside their own output.
 */
export const DEFAULT_FUZZ_SEED = 20_261_126;

/** The seed this run uses. */
export function readFuzzSeed(raw = process.env.FUZZ_SEED): number {
  const seed = raw === undefined || raw === "" ? DEFAULT_FUZZ_SEED : Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got "${raw}"`);
  return seed;
}

/** The line that says which seed a run (or `file`) uses, and how to choose another. */
export function fuzzSeedLine(prefix: string, raw = process.env.FUZZ_SEED): string {
  return `${prefix}: FUZZ_SEED=${readFuzzSeed(raw)}${raw ? "" : " (default; set FUZZ_SEED to explore others)"}`;
}

/** The seed, printed with the name of the file that uses it. */
export function fuzzSeed(file: string): number {
  console.log(fuzzSeedLine(file));
  return readFuzzSeed();
}
