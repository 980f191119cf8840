import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { discoverApiRoutes, paramsFor, urlFor, type DiscoveredRoute } from "../helpers/matrix-routes";
import { createMatrixFixture, type MatrixFixture } from "../helpers/matrix-fixture";
import { invalidValue, SQL_AND_HTML } from "../helpers/hostile-arbitraries";
import { MATRIX } from "../helpers/matrix-table";
import { databaseSnapshot } from "../helpers/db-snapshot";
import { fuzzSeed } from "../helpers/fuzz-seed";

// Reads get hostile ids and query strings: any 2xx/4xx is fine, a 5xx or a write is not.
const RUNS = Number(process.env.FUZZ_QUERY_RUNS ?? 30);
const SEED = fuzzSeed("hostile-queries");
const CONCURRENCY = 8;
// The all-schools PDF takes no input and costs a render.
const SKIP = new Set(["GET /api/reports/schools/pdf"]);

const routes: DiscoveredRoute[] = (await discoverApiRoutes()).filter(
  (route) => route.handlers.GET && !SKIP.has(`GET ${route.key}`),
);

let fixture: MatrixFixture;
beforeAll(async () => {
  fixture = await createMatrixFixture();
});

const queryValue = fc.oneof(
  fc.constantFrom(
    ...SQL_AND_HTML,
    "",
    "-1",
    "0",
    "1e309",
    "99999999999999999999",
    "2026-02-30",
    "all",
    "true",
    "[]",
    "{}",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.string({ unit: "binary", maxLength: 10 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    "date",
    "startDate",
    "endDate",
    "from",
    "to",
    "classId",
    "schoolId",
    "page",
    "limit",
    "academicYear",
    "academicTerm",
    "examType",
    "teacherName",
    "subjectName",
    "dateFrom",
    "dateTo",
    "latitude",
    "longitude",
    "sessionId",
    "userId",
    "type",
    "status",
  ),
  fc.string({ maxLength: 10 }),
);

async function get(route: DiscoveredRoute, values: string[], query: Record<string, string>, admin: boolean) {
  const token = admin ? fixture.users.admin.token : fixture.users.teacherA.token;
  const request = new Request(urlFor(route, values, query), { headers: { authorization: `Bearer ${token}` } });
  const response = await route.handlers.GET!(request, { params: Promise.resolve(paramsFor(route, values)) });
  return { status: response.status, text: await response.text() };
}

describe("hostile ids and query strings to every read route", () => {
  it.each(routes.map((route) => [`GET ${route.key}`, route] as const))(
    "%s never answers 5xx and writes nothing",
    async (key, route) => {
      const admin = MATRIX[key]?.expect.teacherA === 403;
      const foreign = [fixture.b.schoolId, fixture.b.classId, ...fixture.b.studentIds];
      const badId = invalidValue({ kind: "id" }, foreign).filter((value): value is string => typeof value === "string");
      const cases = fc.sample(
        fc.record({
          params: fc.array(badId, { minLength: route.params.length, maxLength: route.params.length }),
          query: fc.dictionary(queryKey, queryValue, { maxKeys: 4 }),
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const before = await databaseSnapshot();
      for (let start = 0; start < cases.length; start += CONCURRENCY) {
        const batch = cases.slice(start, start + CONCURRENCY);
        const answers = await Promise.all(batch.map((c) => get(route, c.params, c.query, admin)));
        answers.forEach((res, index) => {
          const shown = `[FUZZ_SEED=${SEED}] ${JSON.stringify(batch[index]).slice(0, 300)} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, shown).toBeLessThan(500);
          if (res.status >= 400)
            expect(typeof (JSON.parse(res.text) as { message?: unknown }).message, shown).toBe("string");
          // Another teacher's rows are never found through a read (404, or 400 when the query is bad too;
          // a heavy answer may be refused first because this user already has one in the making).
          // A card's code is no record id: any code is answered Not valid (or 429 past the wrong codes).
          if (key === "GET /api/verify/{id}") {
            const answer = JSON.parse(res.text) as { status?: string; code?: string };
            if (res.status === 200) expect(answer, shown).toEqual({ status: "not-valid", reason: "unknown" });
            else if (res.status === 429) expect(answer.code, shown).toBe("too-many-wrong-codes");
            else expect(res.status, shown).toBe(400);
          } else if (!admin && route.params.length && batch[index].params.some((value) => foreign.includes(value))) {
            if (res.status === 429)
              expect(JSON.parse(res.text), shown).toEqual({
                message: "You are already downloading a file. Please wait for it to finish, then try again.",
                code: "download-running",
              });
            else expect([400, 404], shown).toContain(res.status);
          }
        });
      }
      expect(await databaseSnapshot(), "a read changed the database").toEqual(before);
    },
  );
});
