import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { errorResponse } from "@/lib/http/error-response";
import { servePglite, type PgliteServer } from "@/scripts/lib/pglite-server.mts";

// docs/design.md#machine-facts: the embedded database is one PGlite session shared by every connection of the app's
// pool. Each batch and transaction must run as if alone, waiting must end in a clear error, and a
// client that vanishes or idles inside a transaction must not hold everyone else up.
let db: PGlite;
let server: PgliteServer;
const clients: pg.Client[] = [];

const QUEUE_TIMEOUT_MS = 400;
const IDLE_TIMEOUT_MS = 600;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
  });
  client.on("error", () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

const count = async (client: pg.Client) =>
  (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM items")).rows[0].n;

beforeAll(async () => {
  db = await PGlite.create("memory://");
  server = await servePglite({
    db,
    maxConnections: 30,
    queueTimeoutMs: QUEUE_TIMEOUT_MS,
    idleInTransactionTimeoutMs: IDLE_TIMEOUT_MS,
  });
  await db.exec("CREATE TABLE items (id serial PRIMARY KEY, owner int NOT NULL, label text NOT NULL)");
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await server?.stop();
  await db?.close();
});

describe("the embedded database server (one PGlite session, many connections)", () => {
  it("gives every parameterised query its own result, also when connections queued behind a transaction", async () => {
    const [holder, ...connections] = await Promise.all(Array.from({ length: 8 }, connect));
    // Connections that queue while another holds a transaction are released together: that is
    // where a per-message queue interleaves their Parse/Bind/Execute (pglite-socket 0.2.17).
    await holder.query("BEGIN");
    const wrong: string[] = [];
    const traffic = Promise.all(
      connections.map(async (client, c) => {
        for (let i = 0; i < 30; i++) {
          const n = c * 1000 + i;
          if (i % 7 === 3) {
            // An error inside an extended-protocol batch must not spill into another connection's batch.
            const error = await client.query("SELECT $1::int / 0 AS n", [n]).catch((e: { code?: string }) => e);
            if ((error as { code?: string }).code !== "22012") wrong.push(`${c}/${i}: ${String(error)}`);
            continue;
          }
          const { rows } = await client
            .query<{ n: number; s: string }>("SELECT $1::int AS n, repeat($2::text, 3) AS s", [n, `c${c}`])
            .catch((error: Error) => ({ rows: [{ n: -1, s: error.message }] }));
          if (rows.length !== 1 || rows[0].n !== n || rows[0].s !== `c${c}c${c}c${c}`)
            wrong.push(`${c}/${i}: ${JSON.stringify(rows)}`);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await holder.query("SELECT 1");
    await holder.query("COMMIT");
    await traffic;
    expect(wrong).toEqual([]);
  });

  it("runs a transaction as if alone: another connection waits for its end and sees only committed rows", async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const before = await count(b);
    await a.query("BEGIN");
    await a.query("INSERT INTO items (owner, label) VALUES (1, 'inside')");
    let seen: number | undefined;
    const reader = count(b).then((n) => (seen = n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen, "the reader waits while the transaction is open").toBeUndefined();
    await a.query("ROLLBACK");
    await reader;
    expect(seen).toBe(before);
  });

  it("fails a statement that waited past the queue timeout with 57014, which the app answers 503 + Retry-After", async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query("BEGIN");
    const started = performance.now();
    const error = await b.query("SELECT 1 AS one").catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(QUEUE_TIMEOUT_MS + 1_000);
    expect(error).toMatchObject({ code: "57014" });
    const response = errorResponse(error, "test0001");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    await a.query("COMMIT");
    // Both connections go on working.
    expect((await b.query("SELECT 2 AS two")).rows[0].two).toBe(2);
    expect((await a.query("SELECT 3 AS three")).rows[0].three).toBe(3);
  });

  it("ends a connection idle inside a transaction, rolls it back and serves the others", async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const before = await count(b);
    await a.query("BEGIN");
    await a.query("INSERT INTO items (owner, label) VALUES (2, 'abandoned')");
    const ended = new Promise((resolve) => a.once("end", resolve));
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 200));
    await ended;
    expect(await count(b)).toBe(before);
  });

  it("rolls back the transaction of a client that disconnects mid-way (a killed app)", async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const before = await count(b);
    await a.query("BEGIN");
    await a.query("INSERT INTO items (owner, label) SELECT 3, 'half' FROM generate_series(1, 50)");
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await count(b)).toBe(before);
    await b.query("INSERT INTO items (owner, label) VALUES (4, 'after')");
    expect(await count(b)).toBe(before + 1);
  });

  it("refuses connections past the limit with PostgreSQL's own 53300", async () => {
    const small = await servePglite({ db, maxConnections: 1 });
    const url = `postgresql://postgres:postgres@127.0.0.1:${small.port}/postgres?sslmode=disable`;
    const first = new pg.Client({ connectionString: url });
    await first.connect();
    const second = new pg.Client({ connectionString: url });
    await expect(second.connect()).rejects.toMatchObject({ code: "53300" });
    await first.end();
    await small.stop();
  });

  it("Prisma interactive transactions on a pool of one: no deadlock, every caller served in turn", async () => {
    const prisma = new PrismaClient({
      adapter: new PrismaPg({
        connectionString: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
        max: 1,
      }),
    });
    try {
      const outside = Array.from({ length: 20 }, (_, i) => prisma.$queryRaw<{ n: number }[]>`SELECT ${i}::int AS n`);
      const inside = prisma.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO items (owner, label) VALUES (5, 'tx')`;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM items WHERE owner = 5`;
      });
      const [rows, txRows] = await Promise.all([Promise.all(outside), inside]);
      expect(rows.map((r) => r[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      expect(txRows[0].n).toBe(1);
    } finally {
      await prisma.$disconnect();
    }
  });
});
