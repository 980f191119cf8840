import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
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

// Our own pool, handed to Prisma's adapter, so that its size and wait are ours (env.DB_POOL_MAX).
const createPool = (connectionString: string) =>
  new pg.Pool({ connectionString, max: env.DB_POOL_MAX, connectionTimeoutMillis: POOL_WAIT_MS });

const MISSING_DATABASE = "DATABASE_URL is not set. Start the app with `npm start` to use the embedded database.";

/**
 * Without DATABASE_URL (e.g. during `next build`, which loads the route modules) the client exists but its
 * first query fails with one clear sentence, instead of trying a server nobody configured.
 */
class MissingDatabasePool extends pg.Pool {
  // pg's two forms: a promise, or a callback (which pool.query uses; its return value is not read).
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): Promise<never> {
    const error = new Error(MISSING_DATABASE);
    if (!callback) return Promise.reject(error);
    callback(error, undefined, () => undefined);
    return new Promise<never>(() => undefined);
  }
}

/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { prisma?: Client };

// Kept on globalThis in production too: proxy.ts is bundled apart from the route handlers (its own
// copy of this module) but runs in the same process, and one pool must serve both.
export const db: Client = (globalForDb.prisma ??= createClient(
  env.DATABASE_URL ? createPool(env.DATABASE_URL) : new MissingDatabasePool(),
));

export type Db = Client;

/** How long a transaction may wait for a connection, and stay open (a 5,000-row import commits well within it). */
export const TRANSACTION_OPTIONS = { maxWait: POOL_WAIT_MS, timeout: 60_000 };

/** `db`, or a transaction handed down to the code that must write in it. */
export type DbClient = Db | Tx;

/**
 * Hand-written SQL, the one way to the database beside Prisma's own calls: the set-based statements Prisma
 * cannot say (the bulk save's upsert, the reports' aggregates, claims with `FOR UPDATE SKIP LOCKED`).
 * `sql(client).rows<Row>`…`` answers the rows, `sql(client).run`…`` how many rows it changed; a statement
 * built from `Prisma.sql` fragments is passed as `rows(statement)`. Values are always bound, never spliced.
 * Rows come as Prisma reads them: a `date` column as a Date at UTC midnight, `bigint` as BigInt (cast
 * counts to `::int`).
 */
export function sql(client: DbClient) {
  return {
    rows: <Row>(statement: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<Row[]> =>
      client.$queryRaw<Row[]>(statement as TemplateStringsArray, ...values),
    run: (statement: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number> =>
      client.$executeRaw(statement as TemplateStringsArray, ...values),
  };
}

let savepoints = 0;

/**
 * `work` in one transaction: on `db`, a transaction of its own; inside one (`client` is a `tx` handed down),
 * a savepoint of it, so that what `work` writes still commits or rolls back with the caller's, and a failure
 * it throws (a unique violation turned into a 409 by a caller) leaves the caller's transaction usable.
 */
export async function inTransaction<T>(client: DbClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (client === db) return db.$transaction(work, TRANSACTION_OPTIONS);
  const tx = client as Tx;
  const savepoint = Prisma.raw(`nested_${++savepoints}`);
  await tx.$executeRaw`SAVEPOINT ${savepoint}`;
  try {
    const result = await work(tx);
    await tx.$executeRaw`RELEASE SAVEPOINT ${savepoint}`;
    return result;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT ${savepoint}`.catch(() => undefined);
    throw error;
  }
}
