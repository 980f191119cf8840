import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests that run the app as a school does (`npm start`, a production build, real HTTP) on its own
// PostgreSQL and on an outside server. They need `next build` first, so `npm test` runs them after the build step.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/http/**/*.test.ts"],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
