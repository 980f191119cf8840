import { rmSync } from "node:fs";
import { afterAll, describe } from "vitest";
import type { EmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { startMigratedEmbedded, temporaryDataDir } from "../helpers/embedded-db";
import { loadApp, scenarios } from "../helpers/idempotency-fault";

// A fault between a write and its stored Idempotency-Key answer (tests/helpers/idempotency-fault.ts), on
// the embedded database (`npm start`'s default, one connection).
describe("Idempotency-Key through a fault between the write and its answer: embedded database", () => {
  const dataDir = temporaryDataDir("idem-fault");
  let embedded: EmbeddedPostgres | undefined;
  afterAll(async () => {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  scenarios(async () => {
    embedded = await startMigratedEmbedded(dataDir);
    process.env.DATABASE_URL = embedded.url;
    // As `npm start` runs it: one connection for the whole app.
    process.env.DB_POOL_MAX = "1";
    return loadApp();
  });
});
