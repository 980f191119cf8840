import { describe, vi } from "vitest";
import { loadApp, scenarios } from "../helpers/idempotency-fault";

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

describe("Idempotency-Key through a fault between the write and its answer: PostgreSQL server", () => {
  scenarios(fault, loadApp);
});
