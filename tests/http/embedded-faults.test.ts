import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runPorts, spawnApp, waitForHealth, waitUntilRefused, type AppProcess } from "./app-process";
import { buildWorld, send, statusFor, type World } from "./traffic-world";

// Faults (docs/design.md#machine-facts) on the embedded PostgreSQL, as a school meets them: the app, or
// separately its PostgreSQL, killed with -9 during 20 concurrent bulk saves, then `npm start` again; a
// data directory that is read-only or on a full disk.
const root = mkdtempSync(path.join(tmpdir(), "embedded-faults-"));
chmodSync(root, 0o755); // run as root, the server's own user passes through it to its folder
const WORKERS = 20;
const dataDir = path.join(root, "data");
const mounts: string[] = [];

/** Mounting a tiny tmpfs (root with CAP_SYS_ADMIN, as on this project's machines and CI) is how a full or read-only disk is made. */
function canMount(): boolean {
  const probe = path.join(root, "mount-probe");
  mkdirSync(probe);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const mountable = canMount();
if (!mountable && process.env.CI)
  throw new Error("embedded-faults.test.ts: cannot mount a tmpfs (needs root with CAP_SYS_ADMIN)");
if (!mountable)
  console.warn("embedded-faults.test.ts: read-only and full-disk cases skipped (cannot mount a tmpfs here)");

function mount(target: string, ...args: string[]) {
  mkdirSync(target, { recursive: true });
  execFileSync("mount", [...args, target]);
  mounts.unshift(target);
}

let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
  for (const target of mounts) execFileSync("umount", ["-l", target], { stdio: "ignore" });
  rmSync(root, { recursive: true, force: true });
});

const SLOTS = ["FIRST_TERM", "SECOND_TERM", "THIRD_TERM"].flatMap((term) =>
  ["MIDTERM", "ENDTERM"].map((exam) => ({ term, exam })),
);

describe("the embedded PostgreSQL under faults", () => {
  it.each(["the app", "its PostgreSQL"])(
    `kill -9 of %s during ${WORKERS} concurrent bulk saves: npm start again, every acknowledged save there, none partial or twice`,
    { timeout: 300_000 },
    async (victim) => {
      const ports = await runPorts();
      app = spawnApp({ ...ports, dataDir });
      await waitForHealth(app);
      const world: World = await buildWorld(app.base, { teachers: 1, classes: 2, students: 30 });
      const teacher = world.teachers[0];
      const sent: {
        kind: "attendance" | "marks";
        classId: string;
        key: string;
        acknowledged: boolean;
        statuses?: Record<string, string>;
      }[] = [];

      let stop = false;
      let seq = 0;
      const worker = async (w: number) => {
        while (!stop) {
          const n = seq++;
          const klass = teacher.classes[n % teacher.classes.length];
          if (w === 0 && n < SLOTS.length * 2) {
            const slot = SLOTS[Math.floor(n / 2) % SLOTS.length];
            const body = klass.studentIds.map((studentId, i) => ({
              studentId,
              classId: klass.id,
              academicYear: "2024-2025",
              academicTerm: slot.term,
              examType: slot.exam,
              totalMarks: 5 + i,
              examDate: "2025-02-02",
            }));
            const entry = {
              kind: "marks" as const,
              classId: klass.id,
              key: `${slot.term}/${slot.exam}`,
              acknowledged: false,
            };
            sent.push(entry);
            entry.acknowledged =
              (
                await send(world.base, "POST", "/api/marks/bulk", { token: teacher.token, body }).catch(() => ({
                  status: 0,
                }))
              ).status === 201;
            continue;
          }
          const date = new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
          const statuses = Object.fromEntries(klass.studentIds.map((id, i) => [id, statusFor(n, i)]));
          const entry = { kind: "attendance" as const, classId: klass.id, key: date, acknowledged: false, statuses };
          sent.push(entry);
          const records = klass.studentIds.map((studentId) => ({
            studentId,
            classId: klass.id,
            date,
            status: statuses[studentId],
          }));
          entry.acknowledged =
            (
              await send(world.base, "POST", "/api/attendance/bulk", { token: teacher.token, body: { records } }).catch(
                () => ({ status: 0 }),
              )
            ).status === 200;
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      if (victim === "the app") {
        app.child.kill("SIGKILL");
        await app.exited;
      } else {
        const postmaster = Number(
          readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
        );
        process.kill(postmaster, "SIGKILL");
        expect(await app.exited, "the app stops with its server").toBe(1);
        expect(app.output()).toMatch(/✖ The embedded PostgreSQL stopped under the app \(killed/);
      }
      stop = true;
      await Promise.all(workers);
      // The `next` child goes with its launcher: nothing is left holding the port.
      await waitUntilRefused(ports.port);
      const acknowledged = sent.filter((s) => s.acknowledged).length;
      expect(acknowledged, "saves completed before the kill").toBeGreaterThan(5);

      app = spawnApp({ ...ports, dataDir });
      await waitForHealth(app);
      const partial: string[] = [];
      for (const s of sent) {
        if (s.kind === "attendance") {
          const { status, body } = await send<{ studentId: string; status: string }[]>(
            world.base,
            "GET",
            `/api/attendance/class/${s.classId}?date=${s.key}`,
            { token: teacher.token },
          );
          expect(status).toBe(200);
          // 30 rows or none: a save is never half there, and never twice (60).
          if (body.length !== 0 && body.length !== 30) partial.push(`attendance ${s.key}: ${body.length} of 30`);
          if (s.acknowledged && (body.length !== 30 || body.some((r) => s.statuses![r.studentId] !== r.status)))
            partial.push(`attendance ${s.key} was acknowledged but reads ${body.length} rows`);
        } else {
          const [term, exam] = s.key.split("/");
          const response = await fetch(
            `${world.base}/api/marks?classId=${s.classId}&academicYear=2024-2025&academicTerm=${term}&examType=${exam}&limit=1`,
            { headers: { authorization: `Bearer ${teacher.token}` } },
          );
          const total = Number(response.headers.get("x-total-count"));
          if (total !== 0 && total !== 30) partial.push(`marks ${s.key}: ${total} of 30`);
          if (s.acknowledged && total !== 30) partial.push(`marks ${s.key} was acknowledged but has ${total}`);
        }
      }
      console.log(
        `kill -9 of ${victim}: ${sent.length} bulk saves sent, ${acknowledged} acknowledged before the kill; after the restart all there, none partial`,
      );
      expect(partial).toEqual([]);

      // While it runs, no second npm start opens its data directory; db:export reads the running server.
      const second = spawnApp({ ...(await runPorts()), dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/✖ Another copy of the app \(pid \d+\) has .* open\. Stop it first/);
      const exported = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/db-export.mts", path.join(root, "x.sql")],
        {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env: { ...process.env, DATA_DIR: dataDir },
          encoding: "utf8",
        },
      );
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toMatch(/Exported \d+ rows to /);
      await app.stop();
      app = undefined;
    },
  );

  /** `npm start` on `dir`: must exit 1 with one line saying what to do. */
  async function expectRefusal(dir: string, pattern: RegExp) {
    const ports = await runPorts();
    const refused = spawnApp({ ...ports, dataDir: dir });
    const code = await Promise.race([
      refused.exited,
      new Promise((resolve) => setTimeout(() => resolve("timeout"), 60_000)),
    ]);
    if (code === "timeout") await refused.stop();
    expect(code).toBe(1);
    const lines = refused
      .output()
      .split("\n")
      .filter((line) => line.startsWith("✖"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  }

  it.skipIf(!mountable)(
    "a read-only data directory: one line saying what to do, exit 1",
    { timeout: 90_000 },
    async () => {
      const readOnly = path.join(root, "read-only");
      mount(readOnly, "--bind", dataDir);
      execFileSync("mount", ["-o", "remount,bind,ro", readOnly]);
      await expectRefusal(
        readOnly,
        /data directory .* is not writable \(EROFS\)\. Make it writable .* then start again\./,
      );
    },
  );

  it.skipIf(!mountable)(
    "a data directory on a full disk: one line saying what to do, exit 1",
    { timeout: 90_000 },
    async () => {
      const full = path.join(root, "full");
      mount(full, "-t", "tmpfs", "-o", "size=4m", "tmpfs");
      writeFileSync(path.join(full, "nextauth-secret"), "full-disk-secret-full-disk-secret-0001");
      try {
        for (;;) writeFileSync(path.join(full, `filler-${Math.random()}`), Buffer.alloc(256 * 1024), { flag: "w" });
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      }
      await expectRefusal(
        full,
        /disk holding .* is full \(\d+ MB free, the embedded database needs at least \d+ MB\)\. Free some space/,
      );
    },
  );
});
