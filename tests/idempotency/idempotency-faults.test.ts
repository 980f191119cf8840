import { describe } from "vitest";
import { loadApp, scenarios } from "../helpers/idempotency-fault";

// A fault between a write and its stored Idempotency-Key answer (tests/helpers/idempotency-fault.ts), on
// the test run's PostgreSQL server.
describe("Idempotency-Key through a fault between the write and its answer: PostgreSQL server", () => {
  scenarios(loadApp);
});
