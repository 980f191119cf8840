import { AsyncLocalStorage } from "node:async_hooks";
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

/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

/** A request's own transaction, while it runs (see `inRequestTransaction`). */
interface Ambient {
  tx: Tx;
  open: boolean;
  savepoints: number;
}

const globalForDb = globalThis as unknown as {
  prisma?: Client;
  prismaPool?: pg.Pool;
  prismaAmbient?: AsyncLocalStorage<Ambient>;
};
const ambient = (globalForDb.prismaAmbient ??= new AsyncLocalStorage<Ambient>());

/**
 * Inside a request's transaction a service's own `db.$transaction(fn)` is a savepoint of it: its writes
 * still commit or roll back as one, and a failure it catches (a unique violation turned into a 409)
 * leaves the outer transaction usable.
 */
async function nestedTransaction(store: Ambient, work: unknown): Promise<unknown> {
  if (Array.isArray(work)) {
    const results: unknown[] = [];
    for (const query of work) results.push(await query);
    return results;
  }
  const savepoint = `nested_${++store.savepoints}`;
  await store.tx.$executeRawUnsafe(`SAVEPOINT ${savepoint}`);
  try {
    const result = await (work as (tx: Tx) => Promise<unknown>)(store.tx);
    await store.tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${savepoint}`);
    return result;
  } catch (error) {
    await store.tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${savepoint}`).catch(() => undefined);
    throw error;
  }
}

/** `db` as services see it: the request's transaction while one is open, else the client itself. */
function ambientAware(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      const store = ambient.getStore();
      if (store?.open) {
        if (property === "$transaction") return (work: unknown) => nestedTransaction(store, work);
        if (property in store.tx) {
          const value = Reflect.get(store.tx, property) as unknown;
          return typeof value === "function" ? value.bind(store.tx) : value;
        }
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const pool = globalForDb.prisma ? globalForDb.prismaPool : env.DATABASE_URL ? createPool(env.DATABASE_URL) : undefined;
const baseClient: Client = globalForDb.prisma ?? (pool ? createClient(pool) : missingDatabase());
export const db: Client = pool ? ambientAware(baseClient) : baseClient;
const dbPool: pg.Pool = pool ?? (missingDatabase() as unknown as pg.Pool);
// Kept on globalThis in production too: proxy.ts is bundled apart from the route handlers (its own
// copy of this module) but runs in the same process, and one pool must serve both.
if (env.DATABASE_URL) Object.assign(globalForDb, { prisma: baseClient, prismaPool: pool });

export type Db = Client;

/** How long a request's transaction may stay open (a 5,000-row import commits well within it). */
const REQUEST_TRANSACTION_MS = 60_000;

/**
 * Runs `work` in one transaction that every use of `db` inside it joins (through AsyncLocalStorage):
 * what a request writes and what it stores with it (an Idempotency-Key's answer) commit together or
 * not at all. Already inside one, `work` simply joins it.
 */
export async function inRequestTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const current = ambient.getStore();
  if (current?.open) return work(current.tx);
  return baseClient.$transaction(
    async (tx) => {
      const store: Ambient = { tx, open: true, savepoints: 0 };
      try {
        return await ambient.run(store, () => work(tx));
      } finally {
        store.open = false;
      }
    },
    { maxWait: POOL_WAIT_MS, timeout: REQUEST_TRANSACTION_MS },
  );
}

/** Work started by a request that must not join its transaction (a background purge). */
export const outsideRequestTransaction = <T>(work: () => T): T => ambient.exit(work);

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
 * Prisma's own work on a statement is large next to a SQL of a few milliseconds
 * (docs/performance.md#sessions). Write through `db`, so that transactions and Prisma's checks stay in
 * one place.
 */
export async function readRows<Row>(statement: Prisma.Sql): Promise<Row[]> {
  const result = await dbPool.query({ text: statement.text, values: statement.values, types });
  return result.rows as Row[];
}
