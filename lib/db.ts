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

// Our own pool, handed to Prisma's adapter, so that its size and wait are ours (env.DB_POOL_MAX).
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
