import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/migrations/runner";
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";
import { fuzzSeedLine } from "../helpers/fuzz-seed";

/**
 * One fresh database for the whole Vitest run: on the real PostgreSQL server when it answers, else
 * an embedded one. Migrated with the same runner as production. Workers inherit the URL via env.
 */
export default async function setup(project: TestProject) {
  const database = await freshTestDatabase("vitest");
  await applyMigrations(database.url, { log: () => undefined });
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
  process.env.GEOCODER_URL ??= "http://127.0.0.1:9/unreachable";
  process.env.GEOCODER_TIMEOUT_MS ??= "300";
  // The suites sign up from one address far more often than a school would; tests of the sign-up
  // limit use the real default (parseEnv({})).
  process.env.SIGNUP_MAX_PER_ADDRESS ??= "100000";
  process.env.PDF_RENDERS_PER_USER ??= "100000";
  process.env.FORGOT_PASSWORD_MAX_PER_ADDRESS ??= "100000";
  project.provide("databaseKind", database.kind);
  console.log(`Vitest database: ${database.kind}`);
  // Checked here so a bad FUZZ_SEED stops the run before any file starts (tests/setup/fuzz-seed.ts).
  console.log(fuzzSeedLine("fast-check"));
  return async () => {
    await database.drop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseKind: "postgresql" | "embedded";
  }
}
