import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { applyMigrations } from "@/lib/migrations/runner";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/scripts/lib/embedded-postgres.mts";

// The embedded PostgreSQL (`npm start`'s default, scripts/lib/embedded-postgres.mts) as the tests that
// repeat a PostgreSQL test on it open it: in a data directory of its own, migrated, with a client shaped
// like lib/db.ts's (password hashes omitted).

export interface EmbeddedDb {
  db: Db;
  url: string;
  /** Disconnects the client and stops the server; the data directory stays. */
  close(): Promise<void>;
}

export interface EmbeddedDbOptions {
  /** Connections the client's pool opens (4 unless a test needs otherwise). */
  connections?: number;
  /** Apply the migrations before answering (default); false for a directory that holds them already. */
  migrate?: boolean;
  /** As lib/db.ts sets them (how long a transaction waits for a connection of the pool). */
  transactionOptions?: Prisma.PrismaClientOptions["transactionOptions"];
}

const quiet = { log: () => undefined };

/** A migrated embedded server on `dataDir`, without a client: for tests that load the app against its URL. */
export async function startMigratedEmbedded(dataDir: string): Promise<EmbeddedPostgres> {
  const embedded = await startEmbeddedPostgres({ dataRoot: dataDir, log: () => undefined });
  try {
    await applyMigrations(embedded.url, quiet);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return embedded;
}

/** The embedded server on `dataDir` and a Prisma client on it. */
export async function openEmbeddedDb(dataDir: string, options: EmbeddedDbOptions = {}): Promise<EmbeddedDb> {
  const { connections = 4, migrate = true, transactionOptions } = options;
  const embedded = migrate
    ? await startMigratedEmbedded(dataDir)
    : await startEmbeddedPostgres({ dataRoot: dataDir, log: () => undefined });
  const db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: embedded.url, max: connections }),
    omit: { user: { passwordHash: true } },
    ...(transactionOptions && { transactionOptions }),
  });
  return {
    db,
    url: embedded.url,
    close: async () => {
      await db.$disconnect();
      await embedded.stop();
    },
  };
}

/** A new data directory in the system's temporary folder, named for the test that uses it. */
export const temporaryDataDir = (label: string) => mkdtempSync(path.join(tmpdir(), `embedded-${label}-`));

/**
 * One embedded database for the file (or the describe block that calls this): opened before its tests,
 * then `ready` runs (the file keeps the client and adds its rows); closed and removed after them.
 */
export function setUpEmbeddedDb(
  label: string,
  ready: (embedded: EmbeddedDb) => Promise<void> | void,
  options: EmbeddedDbOptions = {},
): void {
  const dataDir = temporaryDataDir(label);
  let embedded: EmbeddedDb | undefined;
  beforeAll(async () => {
    embedded = await openEmbeddedDb(dataDir, options);
    await ready(embedded);
  }, 120_000);
  afterAll(async () => {
    await embedded?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
