// `npm run bench:load`: 100 concurrent clients for 60 s against `next start` on a fresh, seeded
// PostgreSQL database, mixing sign-in, bulk attendance saves, marks list pages and dashboard reads.
// Reports throughput, p50/p95/p99 and errors (must be 0), then checks that no student has two
// attendance records for one date. Loopback only; bounded by BENCH_SECONDS and BENCH_CLIENTS.
//
// Env: NEXT_DIST_DIR (build to serve; built first when missing), BENCH_PORT (3160), BENCH_SECONDS (60),
// BENCH_CLIENTS (100), DB_POOL_MAX for the app (20). The latest figures land in bench/load/last-run.json.
import { spawn } from "node:child_process";
import { existsSync, openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";
import { prepareDatabase, ROOT } from "../../scripts/lib/launch.mts";
import { mix, type Op, type World } from "./scenario.mts";
import { summarize, type Sample } from "./stats.mts";

const PORT = Number(process.env.BENCH_PORT ?? 3160);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const DIST = process.env.NEXT_DIST_DIR ?? ".next";
const BASE = `http://127.0.0.1:${PORT}`;
const nextBin = path.join(ROOT, "node_modules/next/dist/bin/next");

function run(args: string[], env: Record<string, string>, log?: string) {
  const out = log ? openSync(log, "w") : "inherit";
  // BENCH_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, nextBin, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", out, out] });
}

if (!existsSync(path.join(ROOT, DIST, "BUILD_ID"))) {
  console.log(`No build in ${DIST}: building…`);
  const code = await new Promise<number | null>((resolve) => run(["build"], { NEXT_DIST_DIR: DIST }).on("exit", resolve));
  if (code !== 0) process.exit(code ?? 1);
}

const database = await freshTestDatabase("bench_load");
if (database.kind !== "postgresql") console.warn("⚠ No PostgreSQL server answered: the figures below are for the embedded database.");
await prepareDatabase(database.url, { seed: true });

const serverLog = path.join(tmpdir(), `bench-load-server-${PORT}.log`);
const server = run(["start", "-p", String(PORT), "-H", "127.0.0.1"], {
  NODE_ENV: "production",
  NEXT_DIST_DIR: DIST,
  DATABASE_URL: database.url,
  DB_POOL_MAX: process.env.DB_POOL_MAX ?? "20",
  NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  NEXTAUTH_URL: `${BASE}/api/nextauth`,
  GEOCODER_URL: "http://127.0.0.1:9/unreachable",
}, serverLog);

let exitCode = 1;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`next start did not come up on ${BASE} (see ${serverLog})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const world = await prepareWorld();
  // Warm-up: compile-on-first-use paths and connection pools, not measured.
  for (const op of ["signin", "bulkAttendance", "marksList", "dashboard"] as Op[]) await mix[op].send(world, BASE);

  console.log(`Load: ${CLIENTS} clients × ${SECONDS} s against ${BASE} (${database.kind} database, build ${DIST})`);
  const samples: Sample[] = [];
  const ends = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < ends) {
        const op = pick();
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
  const duplicates = (await client.query(`SELECT "studentId", "date", count(*)::int AS n FROM "Attendance" GROUP BY 1, 2 HAVING count(*) > 1`)).rows;
  const attendanceRows = (await client.query(`SELECT count(*)::int AS n FROM "Attendance"`)).rows[0].n as number;
  await client.end();

  console.log(report.text);
  console.log(`Integrity: ${attendanceRows} attendance rows, ${duplicates.length} student/date pairs with more than one record`);
  writeFileSync(
    path.join(ROOT, "bench/load/last-run.json"),
    JSON.stringify({ at: new Date().toISOString(), clients: CLIENTS, seconds: SECONDS, database: database.kind, ...report.json, duplicates: duplicates.length }, null, 2),
  );
  exitCode = report.errors === 0 && duplicates.length === 0 ? 0 : 1;
  if (exitCode) console.error(`✖ ${report.errors} errors, ${duplicates.length} duplicate attendance pairs`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
  await database.drop();
}
process.exit(exitCode);

function pick(): Op {
  let roll = Math.random() * Object.values(mix).reduce((sum, entry) => sum + entry.weight, 0);
  for (const [op, entry] of Object.entries(mix) as [Op, (typeof mix)[Op]][]) {
    roll -= entry.weight;
    if (roll <= 0) return op;
  }
  return "marksList";
}

async function prepareWorld(): Promise<World> {
  const signIn = async (username: string, password: string) => {
    const res = await fetch(`${BASE}/api/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
    if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  const teachers = await Promise.all([signIn("teacher", "teacher123"), signIn("teacher2", "teacher123")]);
  const admin = await signIn("admin", "schooladmin1");
  const classes: World["classes"] = [];
  for (const token of teachers) {
    const list = (await (await fetch(`${BASE}/api/classes`, { headers: { authorization: `Bearer ${token}` } })).json()) as { _id: string }[];
    for (const klass of list) {
      const students = (await (await fetch(`${BASE}/api/students?classId=${klass._id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { _id: string }[];
      classes.push({ token, classId: klass._id, studentIds: students.map((s) => s._id) });
    }
  }
  return { teachers, admin, classes };
}
