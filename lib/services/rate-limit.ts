import { db } from "@/lib/db";

export interface RateLimitState {
  count: number;
  resetAt: Date;
}

/** Counts `amount` hits (one unless said) on `key` in a fixed window kept in PostgreSQL, so every app instance shares it. */
export async function hitRateLimit(key: string, windowSeconds: number, amount = 1): Promise<RateLimitState> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, ${amount}, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN ${amount} ELSE "RateLimit"."count" + ${amount} END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  return rows[0];
}

/** The live count for `key` without adding to it (0 once the window has passed). */
export async function peekRateLimit(key: string): Promise<RateLimitState | null> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= new Date()) return null;
  return { count: row.count, resetAt: row.resetAt };
}

export async function clearRateLimit(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

/** Housekeeping: drop windows that have ended. */
export async function purgeExpiredRateLimits(): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { resetAt: { lt: new Date() } } });
  return count;
}
