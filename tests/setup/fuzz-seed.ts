import fc from "fast-check";
import { readFuzzSeed } from "../helpers/fuzz-seed";

// Every fast-check property of every file starts from the run's seed (fixed unless FUZZ_SEED says
// otherwise: tests/helpers/fuzz-seed.ts), never from the clock, so a red run is red again.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: readFuzzSeed() });
