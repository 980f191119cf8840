import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { servePglite, type PgliteServer } from "./pglite-server.mts";
import { dumpPglite } from "./snapshots.mts";

export interface EmbeddedPostgres {
  url: string;
  server: PgliteServer;
  db: PGlite;
  /** A consistent copy of the data directory into `file` (.tar.gz), taken between transactions. */
  snapshot(file: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Reads every table of the public schema twice, by its heap and by its primary key, and compares the
 * counts: a data directory torn by a power cut (fsync off) that PostgreSQL's recovery did not make whole
 * fails here instead of serving wrong answers later. Throws on the first table that does not read back.
 */
export async function checkTables(db: PGlite): Promise<number> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const count = async (name: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0].n);
  try {
    for (const name of tables) {
      await db.exec(
        "SET enable_seqscan = on; SET enable_indexscan = off; SET enable_indexonlyscan = off; SET enable_bitmapscan = off",
      );
      const heap = await count(name);
      await db.exec(
        "SET enable_seqscan = off; SET enable_indexscan = on; SET enable_indexonlyscan = on; SET enable_bitmapscan = on",
      );
      const indexed = await count(name);
      if (heap !== indexed) throw new Error(`table ${name} reads ${heap} rows but its index finds ${indexed}`);
    }
  } finally {
    await db.exec("RESET enable_seqscan; RESET enable_indexscan; RESET enable_indexonlyscan; RESET enable_bitmapscan");
  }
  return tables.length;
}

/**
 * An embedded PostgreSQL (PGlite) served on 127.0.0.1 so the app keeps one code path (adapter-pg +
 * a URL). `dataDir` undefined keeps the data in memory (tests). One process owns a data dir.
 * Any number of connections is safe: each batch and transaction gets the session to itself.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port?: number;
  maxConnections?: number;
  queueTimeoutMs?: number;
  /** Read every table back before serving (after a stop that was not clean: see checkTables). */
  verify?: boolean;
}): Promise<EmbeddedPostgres> {
  // A taken port usually means another copy of the app: find out before touching its data directory.
  if (options.port) await assertPortFree(options.port);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? "memory://");
  let server: PgliteServer;
  try {
    if (options.verify) await checkTables(db);
    server = await servePglite({
      db,
      host: "127.0.0.1",
      port: options.port ?? 0,
      maxConnections: options.maxConnections,
      queueTimeoutMs: options.queueTimeoutMs,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    server,
    db,
    snapshot: (file) => server.whenIdle(() => dumpPglite(db, file)),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
