import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/migrations/runner";
import { seedDemoData } from "@/prisma/seed";
import { DB_USER, serverDir, startEmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { openEmbeddedDb } from "../helpers/embedded-db";

// docs/deploy.md#embedded-postgresql: `npm start` without DATABASE_URL runs a real PostgreSQL from npm.
// Durable settings on, loopback only, the leftovers of a kill or a power cut cleared, a taken port said
// in one line, and the server never running as root.
const ROOT = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "embedded-pg-"));
chmodSync(work, 0o755); // the test's non-root user must reach its own folder inside
afterAll(() => rmSync(work, { recursive: true, force: true }));
const quiet = { log: () => undefined };
const asRoot = process.getuid?.() === 0;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL", () => {
  const dataRoot = path.join(work, "data");

  it("migrates, seeds, keeps its data across a stop and start, with fsync on and loopback only", async () => {
    const first = await openEmbeddedDb(dataRoot, { migrate: false });
    let counts: { users: number; attendance: number };
    try {
      expect((await applyMigrations(first.url, quiet)).applied.length).toBeGreaterThan(0);
      expect(await seedDemoData(first.db)).toBe(true);
      counts = { users: await first.db.user.count(), attendance: await first.db.attendance.count() };
      const [settings] = await query<Record<string, string>>(
        first.url,
        `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit,
                current_setting('full_page_writes') AS full_page_writes, current_setting('listen_addresses') AS listen,
                current_setting('unix_socket_directories') AS sockets, current_setting('server_version_num') AS version`,
      );
      expect(settings).toMatchObject({
        fsync: "on",
        synchronous_commit: "on",
        full_page_writes: "on",
        listen: "127.0.0.1",
        sockets: "",
      });
      expect(Number(settings.version)).toBeGreaterThanOrEqual(180000);
    } finally {
      await first.close();
    }
    expect(counts.users).toBeGreaterThan(0);

    const again = await openEmbeddedDb(dataRoot, { migrate: false });
    try {
      expect(await applyMigrations(again.url, quiet)).toEqual({ applied: [] });
      expect({ users: await again.db.user.count(), attendance: await again.db.attendance.count() }).toEqual(counts);
    } finally {
      await again.close();
    }
    expect(statSync(path.join(dataRoot, "postgres-password")).mode & 0o777, "the password file").toBe(0o600);
    expect(statSync(serverDir(dataRoot)).mode & 0o777).toBe(0o700);
  });

  it("clears a postmaster.pid whose process is gone, in one line", async () => {
    // What a power cut leaves: the file, naming a pid nothing runs as now.
    const gone = spawnSync("sh", ["-c", "echo $$"], { encoding: "utf8" }).stdout.trim();
    const pidFile = path.join(serverDir(dataRoot), "postmaster.pid");
    writeFileSync(pidFile, `${gone}\n${serverDir(dataRoot)}\n1700000000\n5432\n\n127.0.0.1\n  1  1\nready\n`);
    if (asRoot) chownSync(pidFile, statSync(serverDir(dataRoot)).uid, statSync(serverDir(dataRoot)).gid);
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataRoot, log: (line) => lines.push(line) });
    await server.stop();
    expect(lines.join("\n")).toMatch(
      /Cleared .*postmaster\.pid left by a stop that was not clean .*pid \d+ is not running it/,
    );
  });

  it("stops the orphan server of a killed app before starting, and refuses a taken port in one line", async () => {
    const orphan = await startEmbeddedPostgres({ dataRoot, ...quiet });
    // As after kill -9 of the app: its server still runs, nobody will stop it.
    const lines: string[] = [];
    const next = await startEmbeddedPostgres({ dataRoot, log: (line) => lines.push(line) });
    expect(lines.join("\n")).toMatch(
      new RegExp(`embedded PostgreSQL \\(pid ${orphan.pid}\\) of an app that was killed`),
    );
    expect(() => process.kill(orphan.pid, 0)).toThrow();
    await next.stop();

    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startEmbeddedPostgres({ dataRoot, port, ...quiet })).rejects.toThrow(
        new RegExp(`Port ${port} for the embedded database is taken\\. .*Set EMBEDDED_DB_PORT`),
      );
    } finally {
      taken.close();
    }
  });

  it.runIf(asRoot)("as root: the server runs as the system user, which owns only its own folder", async () => {
    const server = await startEmbeddedPostgres({ dataRoot, ...quiet });
    try {
      const user = spawnSync("ps", ["-o", "user=", "-p", String(server.pid)], { encoding: "utf8" }).stdout.trim();
      expect(user).toBe(DB_USER);
      const uid = Number(spawnSync("id", ["-u", DB_USER], { encoding: "utf8" }).stdout);
      const gid = Number(spawnSync("id", ["-g", DB_USER], { encoding: "utf8" }).stdout);
      expect(statSync(serverDir(dataRoot)).uid).toBe(uid);
      expect(statSync(dataRoot)).toMatchObject({ uid: 0, gid });
      expect(statSync(dataRoot).mode & 0o777, "DATA_DIR: root's, the server may only pass through").toBe(0o710);
      expect(statSync(path.join(dataRoot, "postgres-password")).uid).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it.runIf(asRoot)("started by an ordinary user, the server runs as that user", { timeout: 180_000 }, () => {
    const own = path.join(work, "nobody-data");
    mkdirSync(own, { mode: 0o700 });
    chownSync(own, Number(spawnSync("id", ["-u", "nobody"], { encoding: "utf8" }).stdout), 0);
    const script = path.join(work, "as-user.mts");
    writeFileSync(
      script,
      `import { startEmbeddedPostgres } from ${JSON.stringify(path.join(ROOT, "scripts/lib/embedded-postgres.mts"))};
       import { spawnSync } from "node:child_process";
       const server = await startEmbeddedPostgres({ dataRoot: ${JSON.stringify(own)}, log: () => undefined });
       console.log(spawnSync("ps", ["-o", "user=", "-p", String(server.pid)], { encoding: "utf8" }).stdout.trim());
       await server.stop();`,
    );
    const run = spawnSync(
      "setpriv",
      ["--reuid=nobody", "--regid=nogroup", "--clear-groups", process.execPath, "--import", "tsx", script],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, HOME: work }, timeout: 170_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n").at(-1)).toBe("nobody");
    const nobody = Number(spawnSync("id", ["-u", "nobody"], { encoding: "utf8" }).stdout);
    expect(statSync(serverDir(own)).uid).toBe(nobody);
    expect(readFileSync(path.join(own, "postgres-password"), "utf8").length).toBeGreaterThan(20);
  });
});
