import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.mts";

export interface TestDatabase {
  url: string;
  kind: "postgresql" | "embedded";
  drop(): Promise<void>;
}

const DEFAULT_ADMIN_URL = "postgres://postgres:postgres@127.0.0.1:5432/postgres";

/**
 * A fresh, empty database for a test run: a new database on the real PostgreSQL server when one
 * answers (TEST_PG_ADMIN_URL, default the local server), else npm start's embedded PostgreSQL on a
 * temporary folder, removed after.
 */
export async function freshTestDatabase(prefix: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    if (process.env.TEST_PG_ADMIN_URL || process.env.CI) {
      // CI installs and starts PostgreSQL: falling back silently would hide a broken setup.
      throw new Error(
        `PostgreSQL is not reachable at ${adminUrl.replace(/:[^:@/]+@/, ":***@")}. Run \`npm run test:setup\`.`,
      );
    }
    const dataRoot = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    const embedded = await startEmbeddedPostgres({ dataRoot, log: () => undefined });
    return {
      url: embedded.url,
      kind: "embedded",
      async drop() {
        await embedded.stop();
        rmSync(dataRoot, { recursive: true, force: true });
      },
    };
  }
  const name = `${prefix}_${Date.now()}_${process.pid}`.toLowerCase();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgresql",
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
