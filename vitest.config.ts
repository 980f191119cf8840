import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // tests/http/ serves the production build over HTTP: vitest.http.config.ts, after `next build`.
    exclude: ["tests/http/**", "**/node_modules/**"],
    globalSetup: ["tests/setup/global-db.ts"],
    // fast-check starts from a fixed seed, printed once and overridable (FUZZ_SEED).
    setupFiles: ["tests/setup/fuzz-seed.ts"],
    // One database for the run; files run one at a time so counts and rate limits stay predictable.
    fileParallelism: false,
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
