import { db, sql } from "@/lib/db";
import { describeError } from "@/lib/platform/log-error";
import { REPORT_GPS_PRECISE_DAYS } from "@/lib/constants";
import { DAY_MS } from "@/lib/days";

// Expired limit windows, sessions and idempotency keys (24 h) are deleted by the app itself, piggy-backed on
// the requests that write them (at most once a minute per instance), so nobody has to set up a cron job for it
// (docs/design.md#expired-rows).
const INTERVAL_MS = 60_000;
/** The report positions' rounding runs at most hourly per instance (it only ever changes rows once). */
const HOURLY_MS = 3_600_000;
export const housekeeping = { nextAt: 0, hourlyAt: 0, running: undefined as Promise<void> | undefined };

export async function purgeExpired(): Promise<{ rateLimits: number; sessions: number; idempotencyKeys: number }> {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const [rateLimits, sessions, idempotencyKeys] = await Promise.all([
    db.rateLimit.deleteMany({
      where: { resetAt: { lt: now }, OR: [{ blockedUntil: null }, { blockedUntil: { lt: now } }] },
    }),
    db.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.idempotencyKey.deleteMany({ where: { createdAt: { lt: dayAgo } } }),
  ]);
  return { rateLimits: rateLimits.count, sessions: sessions.count, idempotencyKeys: idempotencyKeys.count };
}

/**
 * Rewrites the rows older than `days` by `step(cutoff)`, an UPDATE of at most `batch` rows, until one
 * changes fewer: a long rewrite in short statements, so no lock is held for long. The rows changed, in all.
 */
export async function rewriteOlderThan(
  days: number,
  now: Date,
  batch: number,
  step: (cutoff: Date) => Promise<number>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const changed = await step(cutoff);
    total += changed;
    if (changed < batch) return total;
  }
}

/**
 * Privacy (the privacy page, docs/product-spec.md#entities): a daily report's or observation's position
 * older than `days` is rounded to 2 decimals (about 1 km) with an accuracy of at least 1 km, like a
 * usage event's. The distance to the school, worked out when it was filed, stays. In batches; a row
 * already rounded no longer matches.
 */
export const coarsenOldReportPositions = (days = REPORT_GPS_PRECISE_DAYS, now = new Date(), batch = 5_000) =>
  rewriteOlderThan(
    days,
    now,
    batch,
    (cutoff) => sql(db).run`
      UPDATE "Comment" SET
        "latitude" = round("latitude"::numeric, 2)::float8,
        "longitude" = round("longitude"::numeric, 2)::float8,
        "accuracy" = greatest(coalesce("accuracy", 0), 1000)
      WHERE id IN (
        SELECT id FROM "Comment" WHERE "createdAt" < ${cutoff} AND (
          "accuracy" IS NULL OR "accuracy" < 1000
          OR "latitude" <> round("latitude"::numeric, 2)::float8
          OR "longitude" <> round("longitude"::numeric, 2)::float8)
        LIMIT ${batch})`,
  );

/** Starts a purge in the background when the last one is a minute old (and the hourly work when due); never fails the caller. */
export function purgeWhenDue(now = Date.now()): void {
  if (now < housekeeping.nextAt) return;
  housekeeping.nextAt = now + INTERVAL_MS;
  const hourly = now >= housekeeping.hourlyAt;
  if (hourly) housekeeping.hourlyAt = now + HOURLY_MS;
  // On `db`, never in the transaction of the request that happened to start it: its own statements.
  housekeeping.running = Promise.all([purgeExpired(), hourly ? coarsenOldReportPositions() : 0]).then(
    () => undefined,
    (error) => console.error(`housekeeping purge failed: ${describeError(error).split("\n")[0]}`),
  );
}
