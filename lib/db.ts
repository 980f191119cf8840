import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl, env } from "@/lib/env";

function createClient() {
  const adapter = new PrismaPg({
    connectionString: databaseUrl(),
    max: env.DB_POOL_MAX,
    connectionTimeoutMillis: 5_000,
  });
  // Password hashes never leave the database unless a query asks for them by name.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

type Client = ReturnType<typeof createClient>;
const globalForDb = globalThis as unknown as { prisma?: Client };

export const db: Client = globalForDb.prisma ?? createClient();
if (env.NODE_ENV !== "production") globalForDb.prisma = db;

export type Db = Client;
/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];
