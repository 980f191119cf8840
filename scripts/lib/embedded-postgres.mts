import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { servePglite, type PgliteServer } from "./pglite-server.mts";

export interface EmbeddedPostgres {
  url: string;
  server: PgliteServer;
  stop(): Promise<void>;
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
}): Promise<EmbeddedPostgres> {
  // A taken port usually means another copy of the app: find out before touching its data directory.
  if (options.port) await assertPortFree(options.port);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? "memory://");
  let server: PgliteServer;
  try {
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
