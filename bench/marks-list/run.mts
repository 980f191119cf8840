// `npm run bench:marks [-- --rows=500000 --runs=30 --explain --keep]`
// Seeds a fresh database with N marks, then times filtered pages of GET /api/marks (the route handler,
// in process: auth, zod, the service's single statement, JSON) against the same SQL sent directly
// with pg, and prints the ratio. With BENCH_URL=http://host:port the API side goes over HTTP instead
// (that server must use the same database: the URL is printed, and --keep keeps it).
import { performance } from "node:perf_hooks";
import pg from "pg";
import { benchArgs } from "../lib/args.mts";
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";
import { seedBench } from "./seed.mts";

const args = benchArgs();
const rows = args.number("rows", 500_000);
const runs = args.number("runs", 30);
const explain = args.has("explain");
const keep = args.has("keep");

const database = await freshTestDatabase("bench_marks");
console.log(`Database: ${database.kind} ${keep ? database.url : ""}`);
const { applyMigrations } = await import("../../lib/migrations/runner.ts");
await applyMigrations(database.url, { log: () => undefined });

const client = new pg.Client({ connectionString: database.url });
await client.connect();
let started = performance.now();
try {
  await seedBench(client, rows);
} catch (error) {
  await client.end();
  await database.drop();
  throw error;
}
const {
  rows: [{ count }],
} = await client.query(`SELECT count(*)::int AS count FROM "Mark"`);
console.log(`Seeded ${count.toLocaleString("en")} marks in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// The app reads its env at import: point it at the bench database first.
process.env.DATABASE_URL = database.url;
process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-01";
const { GET } = (await import("../../lib/marks/api.ts")).marksApi["/api/marks"];
const { marksPageSql } = await import("../../lib/marks/marks-list.ts");
const { listMarksQuery, pageOf } = await import("../../lib/marks/marks.schema.ts");
const { startSession } = await import("../../lib/auth/sessions.ts");
// A Bearer token needs a live session row, as every real one has.
const signToken = async (user: Parameters<typeof startSession>[0]) => (await startSession(user)).bearer;
const { db } = await import("../../lib/db.ts");

const admin = { id: "admin", username: "bench_admin", email: "bench_admin@bench.test", role: "admin" as const };
const teacher = {
  id: "u3",
  username: "bench_teacher_3",
  email: "bench_teacher_3@bench.test",
  role: "teacher" as const,
};
const tokens = { admin: await signToken(admin), teacher: await signToken(teacher) };

type Query = Record<string, string>;
const scenarios: [string, typeof admin | typeof teacher, Query][] = [
  ["admin, no filter, page 1", admin, {}],
  ["admin, no filter, page 500", admin, { page: "500" }],
  ["admin, year", admin, { academicYear: "2024-2025" }],
  ["admin, year + term", admin, { academicYear: "2024-2025", academicTerm: "SECOND_TERM" }],
  ["admin, exam type only", admin, { examType: "ENDTERM" }],
  [
    "admin, year + term + exam type",
    admin,
    { academicYear: "2024-2025", academicTerm: "SECOND_TERM", examType: "MIDTERM" },
  ],
  ["admin, class", admin, { classId: "s7-c3" }],
  ["admin, subject name", admin, { subjectName: "physics" }],
  ["admin, teacher name", admin, { teacherName: "bench_teacher_12" }],
  ["admin, date range (1 month)", admin, { dateFrom: "2024-10-01", dateTo: "2024-10-31" }],
  [
    "admin, all eight filters",
    admin,
    {
      academicYear: "2024-2025",
      academicTerm: "FIRST_TERM",
      classId: "s7-c3",
      subjectName: "Science",
      examType: "MIDTERM",
      teacherName: "bench_teacher",
      dateFrom: "2024-09-01",
      dateTo: "2024-12-31",
    },
  ],
  ["teacher, no filter", teacher, {}],
  ["teacher, exam type, page 3", teacher, { examType: "ENDTERM", page: "3" }],
  ["teacher, date range", teacher, { dateFrom: "2025-01-01", dateTo: "2025-03-31" }],
];

// Our marks screen always asks for a page (a request without one streams the whole list).
const paged = (query: Query) => ({ page: "1", ...query });
const pageQuery = (query: Query) => pageOf(listMarksQuery.parse(paged(query)))!;

async function viaApi(actor: typeof admin | typeof teacher, query: Query) {
  const token = actor.role === "admin" ? tokens.admin : tokens.teacher;
  if (process.env.BENCH_URL) {
    const response = await fetch(`${process.env.BENCH_URL}/api/marks?${new URLSearchParams(paged(query))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.json();
    return response.headers.get("X-Total-Count");
  }
  const request = new Request(`http://bench/api/marks?${new URLSearchParams(paged(query))}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await GET(request);
  if (response.status !== 200) throw new Error(`API answered ${response.status}: ${await response.text()}`);
  await response.json();
  return response.headers.get("X-Total-Count");
}

async function direct(actor: typeof admin | typeof teacher, query: Query) {
  const sql = marksPageSql(actor, pageQuery(query));
  const result = await client.query(sql.text, sql.values as unknown[]);
  return String(result.rows[0]?.total ?? 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

console.log(`\n${runs} runs each after 3 warm-ups; milliseconds (median / p95)\n`);
console.log(
  `${"scenario".padEnd(38)} ${"total".padStart(8)}  ${"API".padStart(15)}  ${"SQL direct".padStart(15)}  ratio`,
);
const ratios: number[] = [];
for (const [name, actor, query] of scenarios) {
  const totalApi = await viaApi(actor, query);
  const totalSql = await direct(actor, query);
  if (totalApi !== totalSql) throw new Error(`${name}: API total ${totalApi} ≠ SQL total ${totalSql}`);
  const api = await time(() => viaApi(actor, query));
  const sql = await time(() => direct(actor, query));
  const ratio = median(api) / median(sql);
  ratios.push(ratio);
  const fmt = (values: number[]) => `${median(values).toFixed(1)} / ${p95(values).toFixed(1)}`.padStart(15);
  console.log(`${name.padEnd(38)} ${String(totalSql).padStart(8)}  ${fmt(api)}  ${fmt(sql)}  ${ratio.toFixed(2)}×`);
  if (explain) {
    const sql = marksPageSql(actor, pageQuery(query));
    const plan = await client.query(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql.text}`,
      sql.values as unknown[],
    );
    console.log(plan.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
  }
}
const geo = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
console.log(`\nGeometric mean ratio API / direct SQL: ${geo.toFixed(2)}×`);

await client.end();
await db.$disconnect();
if (!keep) await database.drop();
