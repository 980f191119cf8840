import { db, outsideRequestTransaction } from "@/lib/db";
import { describeError } from "@/lib/http/log-error";

// Expired limit windows, sessions and idempotency keys (24 h) are deleted by the app itself, piggy-backed on
// the requests that write them (at most once a minute per instance), so nobody has to set up a cron job for it
// (docs/design.md#expired-rows).
const INTERVAL_MS = 60_000;
export const housekeeping = { nextAt: 0, running: undefined as Promise<void> | undefined };

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

/** Starts a purge in the background when the last one is a minute old; never fails the caller. */
export function purgeWhenDue(now = Date.now()): void {
  if (now < housekeeping.nextAt) return;
  housekeeping.nextAt = now + INTERVAL_MS;
  // Never part of the request's own transaction (lib/db.ts#inRequestTransaction): its own statements.
  housekeeping.running = outsideRequestTransaction(purgeExpired).then(
    () => undefined,
    (error) => console.error(`housekeeping purge failed: ${describeError(error).split("\n")[0]}`),
  );
}
