import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, vi } from "vitest";
import { startEmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { loadApp, scenarios } from "../helpers/idempotency-fault";

// tests/idempotency/idempotency-faults.test.ts on the embedded database (`npm start`'s default, one connection).
// Issue 30, finding 5: the database went away after a write but before its Idempotency-Key answer was
// stored; the claim stayed open and the key's retry after 120 s wrote a second student, a second daily
// report. The fault is injected at that very point: storing the answer fails as a dropped connection
// does. Now the write and its answer commit together (or neither does), so the retry writes once.
const fault = vi.hoisted(() => ({ armed: false }));
vi.mock("@/lib/services/idempotency-keys", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/services/idempotency-keys")>();
  return {
    ...original,
    answerIdempotencyKey: async (...args: Parameters<typeof original.answerIdempotencyKey>) => {
      if (fault.armed) {
        fault.armed = false;
        throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
      }
      return original.answerIdempotencyKey(...args);
    },
  };
});

describe("Idempotency-Key through a fault between the write and its answer: embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-idem-fault-"));
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  afterAll(async () => {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  scenarios(fault, async () => {
    embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
    const { applyMigrations } = await import("@/lib/migrations/runner");
    await applyMigrations(embedded.url, { log: () => undefined });
    process.env.DATABASE_URL = embedded.url;
    // As `npm start` runs it: one connection for the whole app.
    process.env.DB_POOL_MAX = "1";
    return loadApp();
  });
});
