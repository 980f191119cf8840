import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL (PGlite) served on 127.0.0.1 so the app keeps one code path (adapter-pg +
 * a URL). `dataDir` undefined keeps the data in memory (tests). One process owns a data dir.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number; maxConnections?: number }): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? "memory://");
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: options.port ?? 0, maxConnections: options.maxConnections ?? 30 });
  await server.start();
  const port = server.getServerConn().split(":").pop();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
