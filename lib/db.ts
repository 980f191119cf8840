import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
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

// Our own pool, shared with Prisma, so that hot reads (`readRows`) can skip Prisma's per-query work
// while still counting against the one pool (the embedded database has one connection).
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
const dbPool: pg.Pool = pool ?? (missingDatabase() as unknown as pg.Pool);
// Kept on globalThis in production too: proxy.ts is bundled apart from the route handlers (its own
// copy of this module) but runs in the same process, and one pool must serve both.
if (env.DATABASE_URL) Object.assign(globalForDb, { prisma: db, prismaPool: pool });

export type Db = Client;
/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

const TIMESTAMP = 1114;
const DATE = 1082;
// As Prisma reads them: a timestamp without time zone is UTC (pg would read it in the process's
// zone), and a calendar day stays its text `YYYY-MM-DD`.
const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * The rows of one read statement (a `Prisma.sql` template: values are always bound, never spliced),
 * sent straight to the driver on `db`'s pool. For the hot reads (the session check, the reports):
 * Prisma's own work is ≈ 0.75 ms a statement here, next to a SQL of a few milliseconds. Write
 * through `db`, so that transactions and Prisma's checks stay in one place.
 */
export async function readRows<Row>(statement: Prisma.Sql): Promise<Row[]> {
  const result = await dbPool.query({ text: statement.text, values: statement.values, types });
  return result.rows as Row[];
}
