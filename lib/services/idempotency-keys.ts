// Keys sent with `Idempotency-Key` and the first answer to each, per user, kept 24 h (offline queues
// resend the same write until they hear back). A claim is a row without a status yet: the INSERT …
// ON CONFLICT decides atomically which of two racing requests does the write.
import { db as defaultDb, type Db } from "@/lib/db";
import { purgeWhenDue } from "@/lib/services/housekeeping";

export const IDEMPOTENCY_KEY_HOURS = 24;
/** A claim this old with no answer belongs to a request that died mid-way: the next try runs it again. */
export const STALE_CLAIM_SECONDS = 120;

export type Claim =
  { kind: "new" } | { kind: "answered"; status: number; body: string } | { kind: "running" } | { kind: "mismatch" };

/** `db` is for tests that run the same statements on the embedded database. */
export async function claimIdempotencyKey(
  userId: string,
  key: string,
  requestHash: string,
  db: Db = defaultDb,
): Promise<Claim> {
  purgeWhenDue();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db.$queryRaw<{ key: string }[]>`
      INSERT INTO "IdempotencyKey" ("userId", "key", "requestHash")
      VALUES (${userId}, ${key}, ${requestHash})
      ON CONFLICT ("userId", "key") DO UPDATE SET
        "requestHash" = EXCLUDED."requestHash", "status" = NULL, "body" = NULL, "createdAt" = now(), "claimedAt" = now()
      WHERE "IdempotencyKey"."createdAt" < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
         OR ("IdempotencyKey"."status" IS NULL AND "IdempotencyKey"."requestHash" = EXCLUDED."requestHash"
             AND "IdempotencyKey"."claimedAt" < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))
      RETURNING "key"`;
    if (claimed.length) return { kind: "new" };
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

export async function answerIdempotencyKey(
  userId: string,
  key: string,
  status: number,
  body: string,
  db: Db = defaultDb,
): Promise<void> {
  await db.idempotencyKey.updateMany({ where: { userId, key, status: null }, data: { status, body } });
}

/** The first try failed without an answer worth keeping (5xx, 429): the key may be used again. */
export async function releaseIdempotencyKey(userId: string, key: string, db: Db = defaultDb): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { userId, key, status: null } });
}
