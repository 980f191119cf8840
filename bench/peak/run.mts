// `npm run bench:peak [-- --seconds=300 --rate=60 --students=40 --reads=30 --only=postgresql|embedded]`:
// the national morning peak (Rwanda's ~97,000 teachers saving within 30 minutes is ≈ 54 saves/s). For
// `seconds`, `rate` bulk saves a second of `students`-student classes arrive on a fixed schedule (open
// loop: a slow answer does not slow the arrivals, as a teacher does not wait for another's), with the
// load bench's reads beside them at `reads` a second (marks list pages, the admin dashboard, sign-ins, in
// bench/load/scenario.mts's proportions). On PostgreSQL, then on the embedded default (`npm start`'s own
// launcher and PGlite), unless `--only` names one. Prints p50/p95/p99, errors and CPU per database,
// then checks that no (student, date) has two records. Serves the build in NEXT_DIST_DIR (built first
// when missing) on BENCH_PORT (3120). Exits 1 on an error or a duplicate; the targets
// (docs/performance.md#peak) are printed beside the figures.
import { SECRET } from "./secret.mts";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { benchArgs } from "../lib/args.mts";
import { startBenchApp, type BenchApp } from "../lib/bench-app.mts";
import { screenHeaders } from "../lib/screen-request.mts";
import { cpuMs, descendants } from "../lib/process-cpu.mts";
import { seedClasses, type BenchClass } from "../attendance-bulk/seed.mts";
import { mix, pickOp, SESSION_COOKIE, signInDemo, type Op, type World } from "../load/scenario.mts";
import { summarize, type Sample } from "../load/stats.mts";
import { addDays } from "../../lib/days.ts";

// The seeded school's (the School row's default, prisma/schema.prisma).
const SCHOOL_TIME_ZONE = "Africa/Kigali";

const args = benchArgs();
const seconds = args.number("seconds", 300);
const rate = args.number("rate", 60);
const students = args.number("students", 40);
const readRate = args.number("reads", 30);
const only = args.text("only");
const port = Number(process.env.BENCH_PORT ?? 3120);
const TARGET_P95_MS = 100;
const STATUSES = ["present", "present", "present", "present", "absent", "late", "excused"] as const;
// Each class is saved every `classes / rate` seconds (10 s): never two saves of one class at once, as in
// a morning. Every save is today's register in the school's time zone (a past day's is history: it tells
// no family, lib/notices/outbox.ts#isNewsDay): the first round inserts the marks and queues the
// absence notices, each later one is a teacher's correction (every status moves on by one), which
// cancels, requeues or rewrites them.
const classCount = rate * 10;
// As lib/attendance/attendance-date.ts#dayIn says it (that module reads the database when imported).
const today = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE }).format(new Date());
const READS = (Object.keys(mix) as Op[]).filter((op) => op !== "bulkAttendance");

const databases = (["postgresql", "embedded"] as const).filter((kind) => !only || only === kind);
let failed = false;
for (const kind of databases) failed = (await peak(kind === "embedded")) || failed;
process.exit(failed ? 1 : 0);

async function peak(embedded: boolean): Promise<boolean> {
  const logFile = path.join(tmpdir(), `bench-peak-${port}.log`);
  const app = await startBenchApp({
    embedded,
    port,
    name: "bench_peak",
    seedDemo: true,
    secret: SECRET,
    env: embedded ? {} : { DB_POOL_MAX: process.env.DB_POOL_MAX ?? "20" },
    logFile,
  });
  try {
    const { classes, token } = await seedSavers(app);
    const world = await readers(app.base);
    // Warm-up (first use of each route), not measured: a day before the morning's own.
    await save(app.base, token, classes[0], addDays(today, -1), 0);
    for (const op of ["signin", "marksList", "dashboard"] as Op[]) await mix[op].send(world, app.base);

    const appPids = descendants(process.pid, /next-server|next start|scripts\/start\.mts/);
    const cpuOf = () => appPids.reduce((total, pid) => total + cpuMs(pid), 0);
    const cpuBefore = cpuOf();
    const benchCpuBefore = process.cpuUsage();
    console.log(
      `\n${app.kind}: ${rate} saves/s of ${students} students (${classCount} classes) and ${readRate} reads/s for ${seconds} s`,
    );
    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    let inFlight = 0;
    let mostInFlight = 0;
    const timed = async (op: string, send: () => Promise<number>) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const started = performance.now();
      let status = -1;
      try {
        status = await send();
      } catch (error) {
        // A network error is status -1: counted as an error, and its cause named below.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const what = cause?.code ?? cause?.message ?? (error as Error).message;
        failures.set(what, (failures.get(what) ?? 0) + 1);
      }
      samples.push({ op, ms: performance.now() - started, status });
      inFlight--;
    };
    const started = performance.now();
    const pending: Promise<void>[] = [];
    await Promise.all([
      onSchedule(rate, seconds, started, (index) => {
        const klass = classes[index % classCount];
        const round = Math.floor(index / classCount);
        pending.push(timed("bulkSave", () => save(app.base, token, klass, today, round)));
      }),
      onSchedule(readRate, seconds, started, () => {
        const op = pickOp(READS);
        pending.push(timed(op, () => mix[op].send(world, app.base)));
      }),
    ]);
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu = cpuOf() - cpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);

    const check = new pg.Client({ connectionString: app.databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ rows: number; duplicates: number }>(
      `SELECT count(*)::int AS rows,
        (SELECT count(*)::int FROM (SELECT 1 FROM "Attendance" GROUP BY "studentId", date HAVING count(*) > 1) d) AS duplicates
       FROM "Attendance"`,
    );
    await check.end();

    const report = summarize(samples, elapsed);
    const saves = report.json.perOp.bulkSave;
    console.log(report.text);
    if (failures.size) console.log(`  network errors: ${JSON.stringify(Object.fromEntries(failures))}`);
    console.log(
      `  server CPU ${(serverCpu / 1000 / elapsed).toFixed(2)} cores (${(serverCpu / samples.length).toFixed(1)} ms a request; ${embedded ? "app and embedded database" : "app; PostgreSQL apart"}), bench ${((benchCpu.user + benchCpu.system) / 1e6 / elapsed).toFixed(2)} cores, at most ${mostInFlight} requests in flight`,
    );
    console.log(
      `  ${rows[0].rows} attendance rows, ${rows[0].duplicates} (student, date) with more than one record; load average ${(await loadAverage()).join(" ")}`,
    );
    const ok = report.errors === 0 && rows[0].duplicates === 0;
    console.log(
      `  target: saves p95 ≤ ${TARGET_P95_MS} ms (${saves.p95 <= TARGET_P95_MS ? "met" : "NOT met"}: ${saves.p95.toFixed(0)} ms), 0 errors (${report.errors}), 0 duplicates (${rows[0].duplicates})`,
    );
    return !ok;
  } finally {
    await app.stop();
  }
}

/** Calls `fire(index)` `perSecond` times a second for `seconds`, on time whatever the answers do. */
async function onSchedule(perSecond: number, seconds: number, started: number, fire: (index: number) => void) {
  if (perSecond <= 0) return;
  const total = Math.floor(perSecond * seconds);
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    fire(index);
  }
}

async function save(base: string, token: string, klass: BenchClass, date: string, round: number): Promise<number> {
  const records = klass.studentIds.map((studentId, index) => ({
    studentId,
    classId: klass.id,
    date,
    status: STATUSES[(index + round) % STATUSES.length],
  }));
  // The screen's request (lib/attendance/attendance.client.ts through lib/offline/send.ts): a same-origin fetch with
  // the session cookie and a fresh Idempotency-Key.
  const response = await fetch(`${base}/api/attendance/bulk`, {
    method: "POST",
    headers: screenHeaders(base, `${SESSION_COOKIE}=${token}`),
    body: JSON.stringify({ records }),
  });
  const saved = (await response.json()) as unknown[];
  // A 200 that did not save the whole class is an error too.
  return response.status === 200 && saved.length !== students ? -2 : response.status;
}

/**
 * The classes the saves write (their school with notices on, every student with a guardian), and the
 * session cookie of their teacher (a live session row, as every real one has).
 */
async function seedSavers(app: BenchApp) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  const seeded = await seedClasses(client, classCount, students, { notices: true });
  // The session row as lib/auth/sessions.ts writes it, here on this run's database (each database of
  // the run has its own), and the token signed with the app's secret.
  const sessionId = randomBytes(18).toString("base64url");
  const expiresAt = new Date(Date.now() + 3_600_000);
  await client.query(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, $3)`, [
    sessionId,
    seeded.teacherId,
    expiresAt,
  ]);
  await client.end();
  const { sealCookie } = await import("../../lib/auth/tokens.ts");
  const cookie = await sealCookie({ sub: seeded.teacherId, sid: sessionId }, 3600);
  return { classes: seeded.classes, token: cookie };
}

/** The demo accounts the load bench's reads use. */
async function readers(base: string): Promise<World> {
  const signIn = async (username: string, password: string) => (await signInDemo(base, username, password)).token;
  const teachers = await Promise.all([signIn("teacher", "teacher123"), signIn("teacher2", "teacher123")]);
  return { teachers, admin: await signIn("admin", "schooladmin1"), classes: [] };
}

async function loadAverage(): Promise<string[]> {
  const { loadavg } = await import("node:os");
  return loadavg().map((value) => value.toFixed(2));
}
