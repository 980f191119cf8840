// `npm run bench:attendance [-- --clients=50 --iterations=40 --students=60 --rounds=4 --warmup=40
// --embedded]` (serves the build in NEXT_DIST_DIR, default .next, building it first when missing;
// BENCH_PORT, default 3120).
// Starts the app on a fresh database (`--embedded`: the embedded PGlite exactly as `npm start` runs
// it), then `clients` concurrent clients each save their own `students`-student class in bulk over
// HTTP, `iterations` times (dates cycle over five days, so inserts then updates), after `--warmup`
// unmeasured saves a client. Each save is the attendance screen's request (lib/attendance/attendance.client.ts
// through lib/offline/send.ts: the session cookie, a fresh Idempotency-Key) for a school that tells
// families of absences (its notice rule on, a guardian for every student). Then the same saves to a
// plain `node:http` + `pg` server (raw-server.mts: the same token check, session row and user, JSON,
// upsert SQL and JSON answer, the app's pool size; no key, no notices), and finally the SQL alone
// through plain `pg`: reference points for what the app adds, not targets (docs/performance.md#api-overhead).
// `--rounds=N` alternates app and raw N times (a shared machine's load drifts).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { benchArgs } from "../lib/args.mts";
import { startBenchApp } from "../lib/bench-app.mts";
import { screenHeaders } from "../lib/screen-request.mts";
import { cpuMs, descendants } from "../lib/process-cpu.mts";
import { seedClasses, type BenchClass } from "./seed.mts";

const args = benchArgs();
const clients = args.number("clients", 50);
const iterations = args.number("iterations", 40);
const students = args.number("students", 60);
const embedded = args.has("embedded");
const rounds = args.number("rounds", 4);
// Saves a client sends to each server before the first round, not measured: servers are compared as they
// run after answering for a while (a school's server all morning), not while V8 still compiles their code
// (Next's is far larger than the raw server's: docs/performance.md#api-overhead).
const warmup = args.number("warmup", 40);
const port = Number(process.env.BENCH_PORT ?? 3120);
const rawPort = Number(process.env.BENCH_RAW_PORT ?? port + 1);
const poolSize = Number(process.env.DB_POOL_MAX ?? 10);
const STATUSES = ["present", "absent", "late", "excused"] as const;
const SECRET = "bench-secret-bench-secret-bench-secret-0001";

const logFile = path.join(tmpdir(), `bench-attendance-${port}.log`);
// On the embedded database the pool size is the launcher's own choice, as with `npm start`.
const app = await startBenchApp({
  embedded,
  port,
  name: "bench_attendance",
  seedDemo: false,
  secret: SECRET,
  env: embedded ? {} : { DB_POOL_MAX: String(poolSize) },
  logFile,
});
console.log(`Database: ${app.kind} (app log: ${logFile})`);
let raw: ChildProcess | undefined;
let classes: BenchClass[] = [];
try {
  const seedClient = new pg.Client({ connectionString: app.databaseUrl });
  await seedClient.connect();
  const seeded = await seedClasses(seedClient, clients, students, { notices: true });
  const teacherId = seeded.teacherId;
  classes = seeded.classes;
  await seedClient.end();
  console.log(`Seeded ${clients} classes × ${students} students`);

  process.env.NEXTAUTH_SECRET = SECRET;
  // The session row goes into the app's database (lib/db.ts reads DATABASE_URL when first imported).
  process.env.DATABASE_URL = app.databaseUrl;
  const { startSession } = await import("../../lib/auth/sessions.ts");
  const { bulkUpsertSql } = await import("../../lib/attendance/attendance-sql.ts");
  const teacher = {
    id: teacherId,
    username: "bench_teacher",
    email: "bench_teacher@bench.test",
    role: "teacher",
  } as const;
  // A live session row, as every real one has: the screen sends its cookie, the raw server takes its Bearer token.
  const session = await startSession(teacher);
  const { SESSION_COOKIE } = await import("../../lib/auth/tokens.ts");
  const base = app.base;
  // The raw server gets the app's pool: the launcher's single connection on the embedded database.
  // BENCH_RAW_NODE_ARGS: Node flags for it, as BENCH_NODE_ARGS for the app (e.g. --cpu-prof).
  const rawArgs = (process.env.BENCH_RAW_NODE_ARGS ?? "").split(" ").filter(Boolean);
  raw = spawn(process.execPath, [...rawArgs, "--import", "tsx", path.join(import.meta.dirname, "raw-server.mts")], {
    env: {
      ...process.env,
      RAW_PORT: String(rawPort),
      DATABASE_URL: app.databaseUrl,
      NEXTAUTH_SECRET: SECRET,
      DB_POOL_MAX: embedded ? "1" : String(poolSize),
      RAW_LOG: path.join(tmpdir(), `bench-attendance-raw-${rawPort}.log`),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(raw.stdout!, "data");

  const day = (iteration: number, offset: number) =>
    new Date(Date.UTC(2026, 0, 5 + offset + (iteration % 5))).toISOString().slice(0, 10);
  const entries = (klass: BenchClass) =>
    klass.studentIds.map((studentId) => ({ studentId, status: STATUSES[Math.floor(Math.random() * 4)] }));

  // The screen's request to the app (a same-origin fetch: its cookie, a new Idempotency-Key each save).
  const asScreen = () => screenHeaders(base, `${SESSION_COOKIE}=${session.cookie}`);
  const asRaw = (): Record<string, string> => ({
    "content-type": "application/json",
    authorization: `Bearer ${session.bearer}`,
  });
  const post = (url: string, headers: Record<string, string>, klass: BenchClass, date: string) =>
    fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ records: entries(klass).map((entry) => ({ ...entry, classId: klass.id, date })) }),
    });
  const overHttp = (server: string, offset: number) => async (klass: BenchClass, iteration: number) => {
    const headers = server === base ? asScreen() : asRaw();
    const response = await post(`${server}/api/attendance/bulk`, headers, klass, day(iteration, offset));
    const saved = (await response.json()) as unknown[];
    if (response.status !== 200 || saved.length !== students) throw new Error(`${server} answered ${response.status}`);
  };
  const appPids = descendants(process.pid, /^next-server/);
  const appRounds: Result[] = [];
  const rawRounds: Result[] = [];
  const warm = (save: (klass: BenchClass, iteration: number) => Promise<void>) =>
    Promise.all(
      classes.map(async (klass) => {
        for (let iteration = 0; iteration < warmup; iteration++) await save(klass, iteration);
      }),
    );
  await warm(overHttp(base, 0));
  await warm(overHttp(`http://127.0.0.1:${rawPort}`, 50));
  for (let round = 0; round < rounds; round++) {
    appRounds.push(await measure(overHttp(base, 0), appPids));
    rawRounds.push(await measure(overHttp(`http://127.0.0.1:${rawPort}`, 50), [raw.pid!]));
  }

  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: poolSize });
  const baseline = await measure(async (klass, iteration) => {
    const date = day(iteration, 100);
    await pool.query(`SELECT id, username, email, role FROM "User" WHERE id = $1`, [teacherId]);
    const statement = bulkUpsertSql(teacher, { classId: klass.id, date, entries: entries(klass) });
    const { rows } = await pool.query({ text: statement.text, values: statement.values });
    if (rows[0].count !== students) throw new Error("Baseline wrote the wrong number of rows");
  });

  const check = await pool.query(
    `SELECT count(*)::int AS rows, count(DISTINCT ("studentId", date))::int AS pairs FROM "Attendance"`,
  );
  await pool.end();

  for (let round = 0; round < rounds; round++) {
    report(`app (HTTP, ${clients} clients)`, appRounds[round]);
    report("raw node:http + pg", rawRounds[round]);
  }
  report("plain pg (same SQL)", baseline);
  const sum = (results: Result[], key: keyof Result) => results.reduce((total, result) => total + result[key], 0);
  console.log(
    `\napp/raw: throughput ${(sum(appRounds, "perSecond") / sum(rawRounds, "perSecond")).toFixed(2)}×, p95 ${(sum(appRounds, "p95") / sum(rawRounds, "p95")).toFixed(2)}×, p50 ${(sum(appRounds, "p50") / sum(rawRounds, "p50")).toFixed(2)}×; server CPU per save: app ${(sum(appRounds, "serverCpu") / rounds).toFixed(2)} ms, raw ${(sum(rawRounds, "serverCpu") / rounds).toFixed(2)} ms`,
  );
  console.log(
    `app/pg: p50 ${(sum(appRounds, "p50") / rounds / baseline.p50).toFixed(2)}×, p95 ${(sum(appRounds, "p95") / rounds / baseline.p95).toFixed(2)}×`,
  );
  console.log(
    `rows ${check.rows[0].rows}, distinct (student, date) ${check.rows[0].pairs} (expected ${clients * students * 5 * 3})`,
  );
} finally {
  raw?.kill("SIGTERM");
  await app.stop();
}
process.exit(0);

interface Result {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  perSecond: number;
  count: number;
  /** CPU per save of the server process(es), and of this bench process (the clients). */
  serverCpu: number;
  clientCpu: number;
}

/** `clients` concurrent loops over their own class; the first save of each is a warm-up. */
async function measure(
  save: (klass: BenchClass, iteration: number) => Promise<void>,
  servers: number[] = [],
): Promise<Result> {
  await Promise.all(classes.map((klass) => save(klass, 4)));
  const times: number[] = [];
  const serverCpu = () => servers.reduce((total, pid) => total + cpuMs(pid), 0);
  const serverCpuBefore = serverCpu();
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    classes.map(async (klass) => {
      for (let iteration = 0; iteration < iterations; iteration++) {
        const t0 = performance.now();
        await save(klass, iteration);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    perSecond: times.length / elapsed,
    count: times.length,
    serverCpu: (serverCpu() - serverCpuBefore) / times.length,
    clientCpu: (clientCpu.user + clientCpu.system) / 1000 / times.length,
  };
}

function report(label: string, result: Result) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(26)} n=${result.count}  p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  mean ${ms(result.mean)}  ${result.perSecond.toFixed(0)} saves/s (${(result.perSecond * students).toFixed(0)} rows/s)  CPU/save: server ${result.serverCpu.toFixed(1)} ms, clients ${result.clientCpu.toFixed(1)} ms`,
  );
}
