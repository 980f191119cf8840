import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshTestDatabase, type TestDatabase } from "../../scripts/lib/test-database.mts";
import { runPorts, spawnApp, waitForHealth, type AppProcess } from "./app-process";
import { buildWorld, send, statusFor } from "./traffic-world";

// docs/deploy.md#stopping: SIGTERM (systemctl stop, a deploy) during 20 concurrent saves. The app stops
// taking new connections, finishes the saves it has, closes its pool and exits 0; every save it
// acknowledged is stored, none got a 5xx. On the embedded PostgreSQL the launcher then takes its stop backup.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SAVES = 20;

const targets = [
  { name: "embedded PostgreSQL", postgres: false },
  { name: "PostgreSQL server (DATABASE_URL)", postgres: true },
];

/** A request on a new connection (no kept-alive socket): refused once the app has stopped listening. */
function freshConnection(base: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

/** A JSON POST on its own connection: `sent` once the whole request is on the wire, `answer` its status (0: no answer). */
function post(url: string, token: string, body: unknown, failures: string[]) {
  const data = Buffer.from(JSON.stringify(body));
  let sent!: () => void;
  const onWire = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<number>((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": data.length,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      failures.push(error.code ?? error.message);
      sent();
      resolve(0);
    });
    // On the wire: connected (the server's kernel holds the connection) and the whole body written.
    const connected = new Promise<void>((resolve) =>
      request.on("socket", (socket) => socket.once("connect", () => resolve())),
    );
    const written = new Promise<void>((resolve) => request.end(data, () => resolve()));
    void Promise.all([connected, written]).then(() => sent());
  });
  return { sent: onWire, answer };
}

describe.each(targets)("SIGTERM on $name", ({ postgres }) => {
  let app: AppProcess | undefined;
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "graceful-stop-"));
  afterAll(async () => {
    await app?.stop();
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `finishes ${SAVES} concurrent saves in flight, exits 0; every acknowledged save is stored, no 5xx`,
    { timeout: 240_000 },
    async () => {
      if (postgres) database = await freshTestDatabase("ops_test_sigterm");
      const ports = await runPorts();
      const start = () => spawnApp({ ...ports, dataDir, databaseUrl: database?.url });
      app = start();
      await waitForHealth(app);
      const world = await buildWorld(app.base, { teachers: 1, classes: 2, students: 30 });
      const teacher = world.teachers[0];

      if (!postgres) {
        // `npm run backup` while the app runs: it reads one moment of the app's own server.
        const backup = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.mts"], {
          cwd: ROOT,
          env: { ...process.env, APP_ENV_FILE: "", DATA_DIR: dataDir, DATABASE_URL: "" },
          encoding: "utf8",
          timeout: 120_000,
        });
        expect(backup.status, backup.stderr).toBe(0);
        const file = /Backup written: (\S+)/.exec(backup.stdout)![1];
        expect(existsSync(path.resolve(ROOT, file))).toBe(true);
      }

      const failures: string[] = [];
      const saves = Array.from({ length: SAVES }, (_, n) => {
        const klass = teacher.classes[n % teacher.classes.length];
        const date = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const statuses = Object.fromEntries(klass.studentIds.map((id, i) => [id, statusFor(n, i)]));
        const records = klass.studentIds.map((studentId) => ({
          studentId,
          classId: klass.id,
          date,
          status: statuses[studentId],
        }));
        const { sent, answer } = post(`${world.base}/api/attendance/bulk`, teacher.token, { records }, failures);
        return { classId: klass.id, date, statuses, sent, answer };
      });
      // Every save sent whole, each on its own connection, and the first answered: the app has taken
      // the other connections off the kernel's queue by then and is working on their saves.
      await Promise.all(saves.map((s) => s.sent));
      await Promise.race(saves.map((s) => s.answer));
      app.child.kill("SIGTERM");
      const stopping = app;
      await expect
        .poll(() => /SIGTERM: finishing/.test(stopping.output()), { timeout: 10_000, interval: 20 })
        .toBe(true);
      // New connections are refused from a moment after the signal (the ones the kernel had queued are served).
      let late: number | string = 0;
      for (let tries = 0; tries < 100 && late !== "ECONNREFUSED"; tries++) {
        late = await freshConnection(app.base);
        if (late !== "ECONNREFUSED") await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const statuses = await Promise.all(saves.map((s) => s.answer));
      const code = await app.exited;
      const output = app.output();
      app = undefined;

      expect(code, output.slice(-2000)).toBe(0);
      const inFlight = Number(/SIGTERM: finishing (\d+) request\(s\) in flight/.exec(output)?.[1]);
      expect(inFlight, "saves in flight at SIGTERM").toBeGreaterThan(0);
      if (!postgres) expect(output).toMatch(/Backup at the stop: .*backups\/school-\d{8}T\d{6,9}Z\.sql/);
      expect(late, "a new connection after SIGTERM is refused").toBe("ECONNREFUSED");
      expect(
        statuses.filter((s) => s >= 500),
        "no 5xx",
      ).toEqual([]);
      const acknowledged = saves.filter((_, i) => statuses[i] === 200);
      console.log(
        `SIGTERM (${postgres ? "PostgreSQL" : "embedded"}) with ${inFlight} saves in flight: ${acknowledged.length} of ${SAVES} acknowledged, statuses ${[...new Set(statuses)].join("/")}, errors ${failures.join(",")}`,
      );
      expect(acknowledged.length, "the saves in flight were finished").toBe(SAVES);

      app = start();
      await waitForHealth(app);
      const missing: string[] = [];
      for (const save of acknowledged) {
        const { status, body } = await send<{ studentId: string; status: string }[]>(
          app.base,
          "GET",
          `/api/attendance/class/${save.classId}?date=${save.date}`,
          { token: teacher.token },
        );
        expect(status).toBe(200);
        if (body.length !== 30 || body.some((r) => save.statuses[r.studentId] !== r.status))
          missing.push(`${save.date}: ${body.length} rows`);
      }
      expect(missing).toEqual([]);
    },
  );
});
