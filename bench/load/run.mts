// `npm run bench:load [-- --embedded]`: 100 concurrent clients for 60 s against `next start` on a
// fresh, seeded PostgreSQL database (`--embedded`: `npm start`'s own launcher and PGlite), mixing
// sign-in, bulk attendance saves (the attendance screen's request: its cookie and an Idempotency-Key,
// bench/lib/screen-request.mts), marks list pages and dashboard reads.
// Reports throughput, p50/p95/p99 and errors (must be 0), then checks that no student has two
// attendance records for one date. Loopback only; bounded by BENCH_SECONDS and BENCH_CLIENTS.
//
// Env: NEXT_DIST_DIR (build to serve; built first when missing), BENCH_PORT (3160), BENCH_SECONDS (60),
// BENCH_CLIENTS (100), DB_POOL_MAX for the app on PostgreSQL (20). The latest figures land in
// bench/load/last-run.json (last-run-embedded.json with --embedded).
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT } from "../../scripts/lib/launch.mts";
import { startBenchApp } from "../lib/bench-app.mts";
import { mix, pickOp, signInDemo, type Op, type World } from "./scenario.mts";
import { summarize, type Sample } from "./stats.mts";

const PORT = Number(process.env.BENCH_PORT ?? 3160);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const EMBEDDED = process.argv.includes("--embedded");
const BASE = `http://127.0.0.1:${PORT}`;

const serverLog = path.join(tmpdir(), `bench-load-server-${PORT}.log`);
// On the embedded database the launcher chooses the pool, exactly as `npm start` does.
const app = await startBenchApp({
  embedded: EMBEDDED,
  port: PORT,
  name: "bench_load",
  seedDemo: true,
  secret: "bench-secret-bench-secret-bench-secret-01",
  env: EMBEDDED ? {} : { DB_POOL_MAX: process.env.DB_POOL_MAX ?? "20" },
  logFile: serverLog,
});
const database = { kind: app.kind, url: app.databaseUrl };

let exitCode = 1;
try {
  const world = await prepareWorld();
  // Warm-up: compile-on-first-use paths and connection pools, not measured.
  for (const op of ["signin", "bulkAttendance", "marksList", "dashboard"] as Op[]) await mix[op].send(world, BASE);

  console.log(
    `Load: ${CLIENTS} clients × ${SECONDS} s against ${BASE} (${database.kind} database, build ${process.env.NEXT_DIST_DIR ?? ".next"})`,
  );
  const samples: Sample[] = [];
  const ends = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < ends) {
        const op = pickOp();
        const t0 = performance.now();
        let status = 0;
        try {
          status = await mix[op].send(world, BASE);
        } catch {
          status = -1;
        }
        samples.push({ op, ms: performance.now() - t0, status });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const report = summarize(samples, elapsed);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const duplicates = (
    await client.query(
      `SELECT "studentId", "date", count(*)::int AS n FROM "Attendance" GROUP BY 1, 2 HAVING count(*) > 1`,
    )
  ).rows;
  const attendanceRows = (await client.query(`SELECT count(*)::int AS n FROM "Attendance"`)).rows[0].n as number;
  await client.end();

  console.log(report.text);
  console.log(
    `Integrity: ${attendanceRows} attendance rows, ${duplicates.length} student/date pairs with more than one record`,
  );
  writeFileSync(
    path.join(ROOT, `bench/load/last-run${EMBEDDED ? "-embedded" : ""}.json`),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        clients: CLIENTS,
        seconds: SECONDS,
        database: database.kind,
        ...report.json,
        duplicates: duplicates.length,
      },
      null,
      2,
    ),
  );
  exitCode = report.errors === 0 && duplicates.length === 0 ? 0 : 1;
  if (exitCode) console.error(`✖ ${report.errors} errors, ${duplicates.length} duplicate attendance pairs`);
} finally {
  await app.stop();
}
process.exit(exitCode);

async function prepareWorld(): Promise<World> {
  const signIn = (username: string, password: string) => signInDemo(BASE, username, password);
  const signedIn = await Promise.all([signIn("teacher", "teacher123"), signIn("teacher2", "teacher123")]);
  const teachers = signedIn.map((teacher) => teacher.token);
  const admin = (await signIn("admin", "schooladmin1")).token;
  const classes: World["classes"] = [];
  for (const { token, cookie } of signedIn) {
    const list = (await (
      await fetch(`${BASE}/api/classes`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { _id: string }[];
    for (const klass of list) {
      const students = (await (
        await fetch(`${BASE}/api/students?classId=${klass._id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { _id: string }[];
      classes.push({ cookie, classId: klass._id, studentIds: students.map((s) => s._id) });
    }
  }
  return { teachers, admin, classes };
}
