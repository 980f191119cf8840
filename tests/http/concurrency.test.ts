import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshTestDatabase, type TestDatabase } from "../../scripts/lib/test-database.mts";
import { runPorts, spawnApp, waitForHealth, type AppProcess } from "./app-process";
import { describeFailures, Traffic, type Outcome } from "./traffic-mix";
import { buildWorld } from "./traffic-world";

// docs/design.md#machine-facts: `npm start` on the old embedded database (PGlite) answered 8 of 96 mixed, valid
// requests with 500s, a wrong 401, or another request's rows. The acceptance load, over HTTP, on npm start's own
// PostgreSQL and on an outside server, with the app's normal pool: no 503 either:
// 16 parallel × 6 rounds, then 64 parallel × 4 rounds (352 requests) from several users, every
// answer 2xx and about its own request, then every day saved under load reads back as sent.
const ROUNDS = [...Array<number>(6).fill(16), ...Array<number>(4).fill(64)];
/** Sign-ups per run: TEACHERS before the traffic, then one in each of the first SIGNUP_ROUNDS rounds. */
const TEACHERS = 3;
const SIGNUP_ROUNDS = 4;

const targets = [
  { name: "embedded PostgreSQL, as `npm start` runs it", postgres: false },
  { name: "PostgreSQL server (DATABASE_URL)", postgres: true },
];

/** The first line of each error the server logged (they carry a request id), at most 20. */
const serverErrors = (output: string) =>
  output
    .split("\n")
    .filter((line) => /^\[\w{8}\] /.test(line))
    .slice(0, 20)
    .map((line) => line.slice(0, 300))
    .join("\n");

describe.each(targets)("$name under mixed parallel traffic", ({ postgres }) => {
  let app: AppProcess | undefined;
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "http-concurrency-"));

  afterAll(async () => {
    await app?.stop();
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "answers all 352 requests 2xx with their own rows; saved days read back as sent",
    { timeout: 300_000 },
    async () => {
      if (postgres) {
        database = await freshTestDatabase("http_concurrency");
        if (database.kind !== "postgresql") throw new Error("No PostgreSQL server answered (run npm run test:setup)");
      }
      const ports = await runPorts();
      app = spawnApp({ ...ports, dataDir, databaseUrl: database?.url });
      await waitForHealth(app);

      const world = await buildWorld(app.base, { teachers: TEACHERS, classes: 2, students: 6 });
      const traffic = new Traffic(world);
      const outcomes: Outcome[] = [];
      const started = performance.now();
      for (const [index, size] of ROUNDS.entries()) {
        const round = await traffic.round(size, index, { signup: index < SIGNUP_ROUNDS });
        outcomes.push(...round);
        // A request that timed out means the server is stuck: the later rounds would only wait too.
        if (round.some((o) => o.status === -1)) break;
      }
      const trafficMs = performance.now() - started;
      const readBack = await traffic.readBack();

      const failed = outcomes.filter((o) => o.problem);
      console.log(
        `${postgres ? "postgresql" : "embedded"}: ${outcomes.length} requests, ${failed.length} wrong; ${readBack.length} saved days read back; traffic ${(trafficMs / 1000).toFixed(1)} s`,
      );
      expect(
        failed.length,
        `wrong answers under load:\n${describeFailures(outcomes)}\n--- server errors ---\n${serverErrors(app.output())}`,
      ).toBe(0);
      expect(outcomes.length, "every round ran").toBe(352);
      expect(traffic.saved.length, "attendance days were saved under load").toBeGreaterThan(30);
      expect(describeFailures(readBack), "saved days read back as sent").toBe("");
    },
  );
});
