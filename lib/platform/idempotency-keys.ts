// Keys sent with `Idempotency-Key` and the first answer to each, per user, kept 24 h (offline queues
// resend the same write until they hear back). A claim is a row without a status yet, named by its
// `claimedAt` (the token): the INSERT … ON CONFLICT decides atomically which of two racing requests does
// the write; the write itself then runs in one transaction with the claim row locked, and the answer is
// stored in that same transaction (lib/http/idempotency.ts), so a write without its answer never commits.
import { db as defaultDb, sql, type Db, type Tx } from "@/lib/db";
import { purgeWhenDue } from "@/lib/platform/housekeeping";

export const IDEMPOTENCY_KEY_HOURS = 24;
/**
 * A claim this old with no answer belongs to a request that died before committing anything (its write
 * and its answer commit together): the next try runs it. A claim whose transaction is still open is
 * locked, and never taken over.
 */
export const STALE_CLAIM_SECONDS = 120;

export type Claim =
  | { kind: "new"; token: string }
  | { kind: "answered"; status: number; body: string }
  | { kind: "running" }
  | { kind: "mismatch" };

type Client = Db | Tx;

/** `db` is for tests that run the same statements on the embedded database. */
export async function claimIdempotencyKey(
  userId: string,
  key: string,
  requestHash: string,
  db: Db = defaultDb,
): Promise<Claim> {
  purgeWhenDue();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const fresh = await sql(db).rows<{ token: string }>`
      INSERT INTO "IdempotencyKey" ("userId", "key", "requestHash")
      VALUES (${userId}, ${key}, ${requestHash})
      ON CONFLICT ("userId", "key") DO NOTHING
      RETURNING "claimedAt"::text AS "token"`;
    if (fresh.length) return { kind: "new", token: fresh[0].token };
    // An expired key starts afresh; a stale claim is taken over, unless its transaction still holds it.
    const taken = await sql(db).rows<{ token: string }>`
      WITH "free" AS (
        SELECT "userId", "key" FROM "IdempotencyKey"
        WHERE "userId" = ${userId} AND "key" = ${key}
          AND ("createdAt" < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
               OR ("status" IS NULL AND "requestHash" = ${requestHash}
                   AND "claimedAt" < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})))
        FOR UPDATE SKIP LOCKED)
      UPDATE "IdempotencyKey" AS k SET
        "requestHash" = ${requestHash}, "status" = NULL, "body" = NULL, "createdAt" = now(),
        "claimedAt" = clock_timestamp()
      FROM "free" WHERE k."userId" = "free"."userId" AND k."key" = "free"."key"
      RETURNING k."claimedAt"::text AS "token"`;
    if (taken.length) return { kind: "new", token: taken[0].token };
    const row = await db.idempotencyKey.findUnique({
      where: { userId_key: { userId, key } },
      select: { requestHash: true, status: true, body: true },
    });
    if (!row) continue; // released by a failed first try in between: claim it again
    if (row.requestHash !== requestHash) return { kind: "mismatch" };
    if (row.status === null) return { kind: "running" };
    return { kind: "answered", status: row.status, body: row.body ?? "" };
  }
  return { kind: "running" };
}

/**
 * Locks this claim for the rest of the transaction `tx`; false when it is no longer ours (answered, or
 * taken over as stale meanwhile), and then the request must write nothing.
 */
export async function holdIdempotencyKey(userId: string, key: string, token: string, tx: Client): Promise<boolean> {
  const held = await sql(tx).rows<{ key: string }>`
    SELECT "key" FROM "IdempotencyKey"
    WHERE "userId" = ${userId} AND "key" = ${key} AND "status" IS NULL AND "claimedAt"::text = ${token}
    FOR UPDATE`;
  return held.length > 0;
}

/** Stores the answer of an open claim (in the request's transaction, or alone when it wrote nothing). */
export async function answerIdempotencyKey(
  userId: string,
  key: string,
  status: number,
  body: string,
  db: Client = defaultDb,
): Promise<void> {
  await db.idempotencyKey.updateMany({ where: { userId, key, status: null }, data: { status, body } });
}

/** The first try failed without an answer worth keeping (5xx, 429): the key may be used again. */
export async function releaseIdempotencyKey(userId: string, key: string, db: Client = defaultDb): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { userId, key, status: null } });
}
