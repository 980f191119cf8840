import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FUZZ_SEED, fuzzSeedLine, readFuzzSeed } from "../helpers/fuzz-seed";

// Property tests replay: the seed is fixed unless FUZZ_SEED names another, and says which it is.
describe("the fast-check seed", () => {
  it("is fixed by default, overridable, and an integer", () => {
    expect(readFuzzSeed(undefined)).toBe(DEFAULT_FUZZ_SEED);
    expect(readFuzzSeed("")).toBe(DEFAULT_FUZZ_SEED);
    expect(readFuzzSeed("42")).toBe(42);
    expect(() => readFuzzSeed("clock")).toThrow(/FUZZ_SEED must be an integer/);
    expect(() => readFuzzSeed("1.5")).toThrow(/FUZZ_SEED must be an integer/);
    expect(fuzzSeedLine("fast-check", undefined)).toBe(
      `fast-check: FUZZ_SEED=${DEFAULT_FUZZ_SEED} (default; set FUZZ_SEED to explore others)`,
    );
    expect(fuzzSeedLine("fast-check", "42")).toBe("fast-check: FUZZ_SEED=42");
  });

  it("reaches every property without one of its own: two runs draw the same values", () => {
    expect(fc.readConfigureGlobal().seed).toBe(readFuzzSeed());
    const draw = () => fc.sample(fc.integer(), 5);
    expect(draw()).toEqual(draw());
  });
});
