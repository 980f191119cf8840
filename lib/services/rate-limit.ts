import { db, type Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { problem, type ApiError } from "@/lib/http/api-error";
import type { ProblemCode, ProblemParams } from "@/lib/problems";
import { purgeWhenDue } from "@/lib/services/housekeeping";

export interface RateLimitState {
  count: number;
  resetAt: Date;
}

export function retryAfterSeconds(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
}

/** The one answer every limit gives: 429 with its code and Retry-After. */
export function tooManyRequests(code: ProblemCode, until: Date, params?: ProblemParams): ApiError {
  return problem(code, params, { "Retry-After": String(retryAfterSeconds(until)) });
}

/** Counts `amount` hits (one unless said) on `key` in a fixed window kept in PostgreSQL, so every app instance shares it. */
export async function hitRateLimit(key: string, windowSeconds: number, amount = 1): Promise<RateLimitState> {
  purgeWhenDue();
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, ${amount}, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN ${amount} ELSE "RateLimit"."count" + ${amount} END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  return rows[0];
}

/** A quota of `limit` uses of `key` per window; the use past it is refused with 429 (and still counted). */
export async function consumeQuota(
  key: string,
  limit: number,
  windowSeconds: number,
  code: ProblemCode,
): Promise<void> {
  const { count, resetAt } = await hitRateLimit(key, windowSeconds);
  if (count > limit) throw tooManyRequests(code, resetAt);
}

export interface Backoff {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten after this long without another one. */
  windowSeconds: number;
}

/** A key a guess is counted on (a password, a join code), with the delays its failures bring. */
export interface Throttle {
  key: string;
  backoff: Backoff;
}

/** One attempt counted on a key: `count` is the key's count with it. */
export interface Claim {
  key: string;
  count: number;
  windowSeconds: number;
}

/** Either every key counted the attempt, or the attempt is refused until `blockedUntil`. */
export type ClaimResult = { claims: Claim[]; blockedUntil?: undefined } | { claims?: undefined; blockedUntil: Date };

// The block an attempt brings when it turns out to be a failure: from the `freeFailures`th on, a delay
// that doubles with each further one (first, 2×first, 4×first … up to the maximum).
function blockAfter(count: Prisma.Sql, b: Backoff): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${count} >= ${b.freeFailures}::int
    THEN now() + make_interval(secs => LEAST(${b.maxDelaySeconds}::float8,
      ${b.firstDelaySeconds}::float8 * 2.0::float8 ^ LEAST(${count} - ${b.freeFailures}::int, 30)))
    ELSE NULL END`;
}

/**
 * Counts one attempt on `key` BEFORE it is evaluated, in one statement (the row lock orders attempts
 * sent at once, on every instance): refused, and not counted, while the key is blocked; else counted as
 * if it will fail, with the block that failure brings already in place. So N guesses sent at the same
 * moment are evaluated at most `freeFailures` times. Afterwards a failure pushes the end of the window
 * out (confirmFailure) and a success is forgiven (docs/design.md#guess-throttles).
 */
async function claimOne({ key, backoff }: Throttle, client: Db): Promise<Claim | Date> {
  purgeWhenDue();
  const next = Prisma.sql`(CASE WHEN r."resetAt" <= now() THEN 1 ELSE r."count" + 1 END)`;
  for (let tries = 0; tries < 3; tries++) {
    const rows = await client.$queryRaw<{ claimed: boolean; count: number; blockedUntil: Date | null }[]>`
      WITH claimed AS (
        INSERT INTO "RateLimit" AS r ("key", "count", "resetAt", "blockedUntil")
        VALUES (${key}, 1, now() + make_interval(secs => ${backoff.windowSeconds}), ${blockAfter(Prisma.sql`1`, backoff)})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = ${next},
          "resetAt" = CASE WHEN r."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE r."resetAt" END,
          "blockedUntil" = ${blockAfter(next, backoff)}
        WHERE r."blockedUntil" IS NULL OR r."blockedUntil" <= now()
        RETURNING r."count", r."blockedUntil"
      )
      SELECT true AS claimed, "count", "blockedUntil" FROM claimed
      UNION ALL
      SELECT false, "count", "blockedUntil" FROM "RateLimit"
      WHERE "key" = ${key} AND NOT EXISTS (SELECT 1 FROM claimed)`;
    const row = rows[0];
    if (row?.claimed) return { key, count: row.count, windowSeconds: backoff.windowSeconds };
    // Refused. The statement's snapshot may predate the block that refused it: read it again.
    const until =
      row?.blockedUntil && row.blockedUntil > new Date() ? row.blockedUntil : await blockedUntil([key], client);
    if (until) return until;
    // The block ended (or was forgiven) in between: try again.
  }
  return new Date(Date.now() + 1000);
}

/**
 * Counts an attempt on each key (in order) before the guess is evaluated. When one of them is
 * blocked, the attempt is refused and the keys it was counted on so far are given back.
 */
export async function claimAttempt(throttles: Throttle[], client: Db = db): Promise<ClaimResult> {
  const claims: Claim[] = [];
  for (const throttle of throttles) {
    const result = await claimOne(throttle, client);
    if (result instanceof Date) {
      await withdrawAttempt(claims, client);
      return { blockedUntil: result };
    }
    claims.push(result);
  }
  return { claims };
}

/**
 * The attempt failed (it was counted already): its failures are forgotten a whole window after it, so
 * the window slides with failures only, never with the successes a shared address also sees.
 */
export async function confirmFailure(claims: Claim[], client: Db = db): Promise<void> {
  await Promise.all(
    claims.map(
      ({ key, windowSeconds }) => client.$executeRaw`
        UPDATE "RateLimit" SET "resetAt" = now() + make_interval(secs => ${windowSeconds}) WHERE "key" = ${key}`,
    ),
  );
}

/**
 * The attempt was no failure (the right password, a code that exists): it stops counting, and the
 * block it brought is lifted unless another attempt was counted after it.
 */
export async function withdrawAttempt(claims: Claim[], client: Db = db): Promise<void> {
  await Promise.all(
    claims.map(
      ({ key, count }) => client.$executeRaw`
        UPDATE "RateLimit" SET
          "blockedUntil" = CASE WHEN "count" = ${count}::int THEN NULL ELSE "blockedUntil" END,
          "count" = GREATEST("count" - 1, 0)
        WHERE "key" = ${key}`,
    ),
  );
}

/** The latest time any of `keys` is blocked until, or null when none is blocked now. */
export async function blockedUntil(keys: string[], client: Db = db): Promise<Date | null> {
  const rows = await client.$queryRaw<{ until: Date | null }[]>`
    SELECT max("blockedUntil") AS until FROM "RateLimit" WHERE "key" = ANY(${keys}) AND "blockedUntil" > now()`;
  return rows[0]?.until ?? null;
}

/** Forgets every failure counted on `key` (a success that the rule forgives). */
export async function clearRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}
