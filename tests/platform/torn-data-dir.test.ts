import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";
import { autoSnapshotDir, stamp, unopenableMessage } from "@/scripts/lib/snapshots.mts";

// docs/deploy.md#power-cuts: PGlite writes with fsync off, so a power cut can leave its data directory torn
// (files from different moments). Here copies of a data directory taken while another process writes stand
// for those: each copy must either open with every write acknowledged before the copy began (and every
// transaction whole), or be refused with the latest snapshot, its time and the command that restores it.
// TORN_COPIES sets how many (default 20).
const ROOT = path.resolve(import.meta.dirname, "../..");
const COPIES = Number(process.env.TORN_COPIES ?? 20);
const ROWS_PER_TRANSACTION = 5;
const root = mkdtempSync(path.join(tmpdir(), "torn-data-dir-"));
const dataRoot = path.join(root, "data");
const dataDir = path.join(dataRoot, "pglite");
let writerChild: ChildProcess | undefined;
afterAll(() => {
  writerChild?.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

const snapshotDirs = [autoSnapshotDir(dataRoot)];
const snapshotLine =
  /^The embedded database in .* cannot be opened \(.*\)\. The latest snapshot was taken at \d{4}-\d\d-\d\d \d\d:\d\d UTC: `npm run restore -- .*pglite-\d{8}T\d{6,9}Z\.tar\.gz --force` puts it back/;

describe("torn copies of the embedded data directory", () => {
  it(
    `${COPIES} copies taken during writes: each opens whole or names the snapshot to restore`,
    { timeout: 300_000 },
    async () => {
      // The data as it was an hour ago: a table and the snapshot `npm start` would have taken.
      const first = await startEmbeddedPostgres({ dataDir });
      await first.db.exec(
        `CREATE TABLE ack (txn int, n int, payload text NOT NULL, PRIMARY KEY (txn, n)); CREATE INDEX ack_payload ON ack (payload)`,
      );
      await first.snapshot(path.join(autoSnapshotDir(dataRoot), `pglite-${stamp()}.tar.gz`));
      await first.stop();

      const child = (writerChild = spawn(
        process.execPath,
        ["--import", "tsx", "tests/helpers/embedded-child.mts", dataDir],
        {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "inherit"],
        },
      ));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(JSON.parse(chunk.toString()).url));
        child.once("exit", () => reject(new Error("the embedded child exited")));
      });

      const acknowledged = new Set<number>();
      let stop = false;
      let next = 0;
      const writer = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        while (!stop) {
          const txn = next++;
          const values = Array.from(
            { length: ROWS_PER_TRANSACTION },
            (_, n) => `(${txn}, ${n}, repeat(md5('${txn}-${n}'), 8))`,
          );
          await client.query(`BEGIN; INSERT INTO ack VALUES ${values.join(", ")}; COMMIT`);
          acknowledged.add(txn);
          // A school's pace, not a benchmark's: the directory stays small enough to copy 20 times quickly.
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        await client.end();
      };
      const writers = Array.from({ length: 3 }, writer);
      const checkpoints = new pg.Client({ connectionString: url });
      await checkpoints.connect();

      const copies: { dir: string; before: number[] }[] = [];
      for (let i = 0; i < COPIES; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50 + ((i * 37) % 120)));
        const copy = path.join(root, `copy-${i}`, "pglite");
        const before = [...acknowledged];
        // Some copies straddle a checkpoint (the hourly snapshot runs one), when most pages are written out.
        const checkpoint = i % 4 === 1 ? checkpoints.query("CHECKPOINT") : Promise.resolve();
        mkdirSync(path.dirname(copy));
        // cp reads file after file while the writer goes on: the copy's files are from different moments.
        // A file removed meanwhile (a WAL segment recycled by the checkpoint) is missing from the copy, as after a crash.
        const copyFiles = (from: string[], to: string) =>
          promisify(execFile)("cp", ["-r", ...from, to]).catch((error: { stderr?: string }) => {
            if (!/No such file or directory/.test(error.stderr ?? "")) throw error;
          });
        if (i % 2 === 0) await copyFiles([dataDir], copy);
        else {
          // The other order: the log and commit status first, the tables after, so data pages may be
          // newer than the log that describes them (what a power cut with fsync off can leave).
          mkdirSync(copy);
          const first = ["pg_wal", "pg_xact", "global"];
          await copyFiles(
            first.map((name) => path.join(dataDir, name)),
            copy,
          );
          const rest = readdirSync(dataDir).filter((name) => !first.includes(name));
          await copyFiles(
            rest.map((name) => path.join(dataDir, name)),
            copy,
          );
        }
        await checkpoint;
        copies.push({ dir: copy, before });
      }
      stop = true;
      await Promise.all(writers);
      await checkpoints.end();
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      expect(acknowledged.size, "writes acknowledged while copying").toBeGreaterThan(COPIES);

      const outcomes = { opened: 0, refused: 0 };
      const reasons: string[] = [];
      for (const { dir, before } of copies) {
        let embedded;
        try {
          embedded = await startEmbeddedPostgres({ dataDir: dir, verify: true });
        } catch (error) {
          const message = unopenableMessage({
            shown: dir,
            reason: (error as Error).message,
            afterCrash: true,
            snapshotDirs,
          });
          expect(message).toMatch(snapshotLine);
          outcomes.refused++;
          reasons.push((error as Error).message.slice(0, 120));
          rmSync(path.dirname(dir), { recursive: true, force: true });
          continue;
        }
        try {
          const rows = (
            await embedded.db.query<{ txn: number; rows: number }>(
              `SELECT txn, count(*)::int AS rows FROM ack GROUP BY txn`,
            )
          ).rows;
          const found = new Map(rows.map((r) => [r.txn, r.rows]));
          expect(
            rows.filter((r) => r.rows !== ROWS_PER_TRANSACTION),
            "every transaction whole",
          ).toEqual([]);
          expect(
            before.filter((txn) => !found.has(txn)),
            "acknowledged before the copy began",
          ).toEqual([]);
          outcomes.opened++;
        } finally {
          await embedded.stop();
          rmSync(path.dirname(dir), { recursive: true, force: true });
        }
      }
      console.log(
        `torn copies: ${COPIES} taken during ${acknowledged.size} acknowledged transactions; ${outcomes.opened} opened whole, ${outcomes.refused} refused with the snapshot to restore${reasons.length ? ` (${reasons.join("; ")})` : ""}`,
      );
      expect(outcomes.opened + outcomes.refused).toBe(COPIES);
    },
  );

  it(
    "npm start on a data directory it cannot open: one line with the snapshot and its time; that command restores it",
    { timeout: 120_000 },
    async () => {
      const broken = path.join(root, "broken");
      cpSync(dataRoot, broken, { recursive: true });
      truncateSync(path.join(broken, "pglite", "global", "pg_control"), 100);
      const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV_FILE: "", DATA_DIR: broken, EMBEDDED_DB_PORT: "0" };
      delete env.DATABASE_URL;
      const started = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.mts"], {
        cwd: ROOT,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(started.status).toBe(1);
      const lines = started.stderr.split("\n").filter((line) => line.startsWith("✖"));
      expect(lines).toHaveLength(1);
      expect(lines[0].slice(2)).toMatch(snapshotLine);
      expect(started.stderr).not.toMatch(/at .*\.(m?js|mts):\d+/);

      const command = /`npm run restore -- (.*) --force`/.exec(lines[0])![1];
      const restored = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.mts", command, "--force"], {
        cwd: ROOT,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(restored.status, restored.stderr).toBe(0);
      expect(readdirSync(broken).some((name) => name.startsWith("pglite.replaced-"))).toBe(true);
      const reopened = await startEmbeddedPostgres({ dataDir: path.join(broken, "pglite"), verify: true });
      try {
        expect((await reopened.db.query(`SELECT count(*) FROM ack`)).rows).toEqual([{ count: 0 }]);
      } finally {
        await reopened.stop();
      }
    },
  );
});
