import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { purgeWhenDue } from "@/lib/services/housekeeping";

export interface RateLimitState {
  count: number;
  resetAt: Date;
}

export function retryAfterSeconds(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
}

/** The one answer every limit gives: 429 `{ message }` with Retry-After. */
export function tooManyRequests(message: string, until: Date): ApiError {
  return new ApiError(429, message, { "Retry-After": String(retryAfterSeconds(until)) });
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
export async function consumeQuota(key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const { count, resetAt } = await hitRateLimit(key, windowSeconds);
  if (count > limit) throw tooManyRequests(message, resetAt);
}

export interface Backoff {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten after this long without another one. */
  windowSeconds: number;
}

/**
 * One failure on `key`. From the `freeFailures`th failure on, the key is blocked for a delay that
 * doubles with each further failure (first, 2×first, 4×first … up to the maximum).
 */
export async function recordFailure(key: string, backoff: Backoff): Promise<void> {
  const { count } = await hitSlidingWindow(key, backoff.windowSeconds);
  if (count < backoff.freeFailures) return;
  const delay = Math.min(
    backoff.maxDelaySeconds,
    backoff.firstDelaySeconds * 2 ** Math.min(count - backoff.freeFailures, 30),
  );
  // GREATEST: a concurrent failure that saw a smaller count never shortens the block.
  await db.$executeRaw`
    UPDATE "RateLimit" SET "blockedUntil" = GREATEST(COALESCE("blockedUntil", now()), now() + make_interval(secs => ${delay}))
    WHERE "key" = ${key}`;
}

/** Like hitRateLimit, but every hit pushes the end of the window out again. */
async function hitSlidingWindow(key: string, windowSeconds: number): Promise<RateLimitState> {
  purgeWhenDue();
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "blockedUntil" = CASE WHEN "RateLimit"."resetAt" <= now() THEN NULL ELSE "RateLimit"."blockedUntil" END,
      "resetAt" = EXCLUDED."resetAt"
    RETURNING "count", "resetAt"`;
  return rows[0];
}

/** The latest time any of `keys` is blocked until, or null when none is blocked now. */
export async function blockedUntil(keys: string[]): Promise<Date | null> {
  const rows = await db.$queryRaw<{ until: Date | null }[]>`
    SELECT max("blockedUntil") AS until FROM "RateLimit" WHERE "key" = ANY(${keys}) AND "blockedUntil" > now()`;
  return rows[0]?.until ?? null;
}

export async function clearRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}
