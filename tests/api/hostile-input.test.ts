import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { discoverApiRoutes, paramsFor, urlFor, type DiscoveredRoute, type Method } from "../helpers/matrix-routes";
import { createMatrixFixture, type MatrixFixture } from "../helpers/matrix-fixture";
import { bodyLimit, NOT_FUZZED, WRITE_SPECS, type WriteSpec } from "../helpers/hostile-routes";
import { hostileCases, validBody, type HostileCase } from "../helpers/hostile-cases";
import { databaseSnapshot } from "../helpers/db-snapshot";
import { fuzzSeed } from "../helpers/fuzz-seed";
import { expectProblem } from "../helpers/problem-body";
import { afterAnswersSettled } from "@/lib/platform/after-answer";

// FUZZ_RUNS generated requests per write route (default 270: ≈ 5,200 per run with the oversized bodies;
// tests/api/hostile-queries.test.ts adds ≈ 1,000 reads), sent CONCURRENCY at a
// time; the seed is fixed unless FUZZ_SEED says otherwise (tests/helpers/fuzz-seed.ts).
const RUNS = Number(process.env.FUZZ_RUNS ?? 270);
const SEED = fuzzSeed("hostile-input");
const CONCURRENCY = 8;

const routes: DiscoveredRoute[] = await discoverApiRoutes();
const handlers = new Map<string, { route: DiscoveredRoute; method: Method }>(
  routes.flatMap((route) =>
    (Object.keys(route.handlers) as Method[]).map((method) => [`${method} ${route.key}`, { route, method }] as const),
  ),
);
const writeKeys = [...handlers.keys()].filter(
  (key) => !key.startsWith("GET ") && !key.startsWith("HEAD ") && !key.startsWith("OPTIONS "),
);

let fixture: MatrixFixture;
const counts: Record<string, number> = {};
beforeAll(async () => {
  fixture = await createMatrixFixture();
});
afterAll(() => {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`hostile input: ${total} requests to ${Object.keys(counts).length} write routes`, counts);
});

async function send(key: string, spec: WriteSpec, c: HostileCase) {
  const { route, method } = handlers.get(key)!;
  const headers: Record<string, string> = {};
  const token = spec.as === "anonymous" ? null : fixture.users[spec.as].token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (c.raw !== undefined) body = c.raw;
  else if (c.body !== undefined) body = JSON.stringify(c.body);
  if (body !== undefined) headers["content-type"] = c.contentType ?? "application/json";
  const request = new Request(urlFor(route, c.params), { method, headers, body });
  const response = await route.handlers[method]!(request, { params: Promise.resolve(paramsFor(route, c.params)) });
  const text = await response.text();
  return { status: response.status, text };
}

function expectRefusal(res: { status: number; text: string }, c: HostileCase) {
  const shown = `[FUZZ_SEED=${SEED}] ${c.kind} ${JSON.stringify(c).slice(0, 400)} → ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, shown).toBeGreaterThanOrEqual(400);
  expect(res.status, shown).toBeLessThan(500);
  const json = expectProblem(res.status, res.text, shown);
  expect(json.message.length, shown).toBeGreaterThan(0);
}

describe("hostile input to every write route", () => {
  it("covers every route that writes (add a spec to tests/helpers/hostile-routes.ts)", () => {
    const missing = writeKeys.filter((key) => !WRITE_SPECS[key] && !NOT_FUZZED.has(key));
    if (missing.length) throw new Error(`Write routes without a hostile-input spec:\n${missing.join("\n")}`);
    const stale = Object.keys(WRITE_SPECS).filter((key) => !handlers.has(key));
    if (stale.length) throw new Error(`Specs without a route:\n${stale.join("\n")}`);
  });

  describe.each(Object.entries(WRITE_SPECS).filter(([key]) => handlers.has(key)))("%s", (key, spec) => {
    it(`answers 4xx { message, code } to ${RUNS} generated bad requests and oversized bodies, and writes nothing`, async () => {
      // Work a request left to run after its answer (an address retry) belongs to it: wait for it on both sides.
      await afterAnswersSettled();
      const before = await databaseSnapshot();
      let sent = 0;
      const cases = fc.sample(hostileCases(spec, fixture), { numRuns: RUNS, seed: SEED });
      for (let start = 0; start < cases.length; start += CONCURRENCY) {
        const batch = cases.slice(start, start + CONCURRENCY);
        const answers = await Promise.all(batch.map((c) => send(key, spec, c)));
        answers.forEach((res, index) => expectRefusal(res, batch[index]));
        sent += batch.length;
      }
      if (spec.record) {
        const limit = bodyLimit(spec);
        for (const extra of [1, 1024, limit * 4]) {
          const base = validBody(spec, fixture);
          const padded = Array.isArray(base)
            ? [...base, "x".repeat(limit + extra)]
            : { ...(base as object), padding: "x".repeat(limit + extra) };
          const c: HostileCase = { kind: "oversized", params: spec.params?.(fixture) ?? [], body: padded };
          const res = await send(key, spec, c);
          sent++;
          expect(res.status, `oversized body +${extra}`).toBe(413);
          expectRefusal(res, c);
        }
      }
      counts[key] = sent;
      await afterAnswersSettled();
      expect(await databaseSnapshot(), "the database changed").toEqual(before);
    });

    it("accepts the valid request the cases were made from (control)", async () => {
      const res = await send(key, spec, {
        kind: "valid",
        params: spec.params?.(fixture) ?? [],
        body: validBody(spec, fixture),
      });
      expect(res.status, res.text.slice(0, 300)).toBe(spec.okStatus);
    });
  });

  it.skipIf(process.env.FUZZ_RUNS !== undefined)("sent at least 5,000 hostile write requests in this run", () => {
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(5_000);
  });
});
