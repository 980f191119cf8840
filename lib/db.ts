import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** How long a query may wait for a pool connection before the request answers 503 + Retry-After. */
const POOL_WAIT_MS = 5_000;

function createClient(pool: pg.Pool) {
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({
    adapter,
    // Password hashes never leave the database unless a query asks for them by name.
    omit: { user: { passwordHash: true } },
    // An interactive transaction waits for a connection like any query (Prisma's own default is 2 s:
    // on the embedded database's single connection that failed transactions under ordinary load).
    transactionOptions: { maxWait: POOL_WAIT_MS },
  });
}

type Client = ReturnType<typeof createClient>;

// Our own pool, shared with Prisma, so that hot report reads (lib/reports/read.ts) can skip Prisma's
// per-query work while still counting against the one pool (the embedded database has one connection).
const createPool = (connectionString: string) =>
  new pg.Pool({ connectionString, max: env.DB_POOL_MAX, connectionTimeoutMillis: POOL_WAIT_MS });

/** Without DATABASE_URL (e.g. during `next build`) any use fails with one clear sentence. */
function missingDatabase(): Client {
  return new Proxy({} as Client, {
    get() {
      throw new Error("DATABASE_URL is not set. Start the app with `npm start` to use the embedded database.");
    },
  });
}

const globalForDb = globalThis as unknown as { prisma?: Client; prismaPool?: pg.Pool };

const pool = globalForDb.prisma ? globalForDb.prismaPool : env.DATABASE_URL ? createPool(env.DATABASE_URL) : undefined;
export const db: Client = globalForDb.prisma ?? (pool ? createClient(pool) : missingDatabase());
/** The pool under `db`, for reads that skip Prisma (lib/reports/read.ts). */
export const dbPool: pg.Pool = pool ?? (missingDatabase() as unknown as pg.Pool);
// Kept on globalThis in production too: proxy.ts is bundled apart from the route handlers (its own
// copy of this module) but runs in the same process, and one pool must serve both.
if (env.DATABASE_URL) Object.assign(globalForDb, { prisma: db, prismaPool: pool });

export type Db = Client;
/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];
