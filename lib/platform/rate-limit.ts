import { db, sql, type DbClient } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { problem, type ApiError } from "@/lib/problems/api-error";
import type { ProblemCode, ProblemParams } from "@/lib/problems/codes";
import { purgeWhenDue } from "@/lib/platform/housekeeping";

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
export async function hitRateLimit(
  key: string,
  windowSeconds: number,
  amount = 1,
  client: DbClient = db,
): Promise<RateLimitState> {
  purgeWhenDue();
  const rows = await sql(client).rows<{ count: number; resetAt: Date }>`
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
  client: DbClient = db,
): Promise<void> {
  const { count, resetAt } = await hitRateLimit(key, windowSeconds, 1, client);
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

/** One attempt holding a slot of a key until it is settled (confirmFailure, withdrawAttempt, forgiveAttempt). */
export interface Claim {
  key: string;
  /** The key's confirmed failures when the attempt was let through. */
  count: number;
  windowSeconds: number;
  backoff: Backoff;
}

/** Either every key let the attempt through, or the attempt is refused until `blockedUntil`. */
export type ClaimResult = { claims: Claim[]; blockedUntil?: undefined } | { claims?: undefined; blockedUntil: Date };

/**
 * How long an attempt holds its slot at most: one whose process died (kill -9, a power cut) before it
 * was settled frees the slot then. Far longer than any check takes (the hash gate's whole queue).
 */
export const ATTEMPT_LEASE_SECONDS = 30;
/** A waiting attempt gives up (429, try again in a moment) only after this long. */
const MAX_WAIT_MS = 120_000;
const FIRST_POLL_MS = 50;
const MAX_POLL_MS = 1_000;

// A row's confirmed failures (none once its window has passed) and its attempts in flight (none once
// their lease has passed), as one statement sees them.
const failuresOf = Prisma.sql`(CASE WHEN r."resetAt" <= now() THEN 0 ELSE r."count" END)`;
const inFlightOf = Prisma.sql`(CASE WHEN r."pendingUntil" > now() THEN r."pending" ELSE 0 END)`;

// The block a confirmed failure brings: from the `freeFailures`th on, a delay that doubles with each
// further one (first, 2×first, 4×first … up to the maximum); NULL below it.
function blockAfter(count: Prisma.Sql, b: Backoff): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${count} >= ${b.freeFailures}::int
    THEN now() + make_interval(secs => LEAST(${b.maxDelaySeconds}::float8,
      ${b.firstDelaySeconds}::float8 * 2.0::float8 ^ LEAST(${count} - ${b.freeFailures}::int, 30)))
    ELSE NULL END`;
}

/** How many attempts may be in flight on a key with `failures` confirmed: as many as failures are left, at least one. */
const slotsFor = (failures: number, b: Backoff) => Math.max(b.freeFailures - failures, 1);

// Attempts of this instance waiting for a slot, per key, first come first served. A settled attempt
// wakes as many as slots it left free; attempts of other instances are seen by polling.
const waiting = new Map<string, (() => void)[]>();

function waitForSlot(key: string, ms: number, first: boolean): Promise<void> {
  return new Promise((resolve) => {
    let queue = waiting.get(key);
    if (!queue) waiting.set(key, (queue = []));
    const wake = () => {
      clearTimeout(timer);
      const at = queue.indexOf(wake);
      if (at >= 0) queue.splice(at, 1);
      if (!queue.length && waiting.get(key) === queue) waiting.delete(key);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    if (first) queue.unshift(wake);
    else queue.push(wake);
  });
}

function wake(key: string, count: number): void {
  const queue = waiting.get(key);
  for (const next of queue?.slice(0, Math.max(0, count)) ?? []) next();
}

/** Wakes the waiters of a settled key: all of them when it is blocked now (each is refused), else one per free slot. */
function wakeAfter(key: string, backoff: Backoff, row: SettledRow | undefined): void {
  if (!row) return wake(key, 1);
  if (row.blocked) return wake(key, Number.POSITIVE_INFINITY);
  wake(key, slotsFor(row.count, backoff) - row.pending);
}

interface SettledRow {
  count: number;
  pending: number;
  blocked: boolean;
}
const settledColumns = Prisma.sql`(CASE WHEN "resetAt" <= now() THEN 0 ELSE "count" END)::int AS "count",
  (CASE WHEN "pendingUntil" > now() THEN "pending" ELSE 0 END)::int AS "pending",
  coalesce("blockedUntil" > now(), false) AS "blocked"`;

/**
 * Lets one attempt on `key` be checked, in one statement (the row lock orders attempts sent at once, on
 * every instance): refused while the key is blocked by confirmed failures; let through while the
 * attempts in flight leave a slot (one per failure left before the block, at least one); else it waits
 * for a slot (docs/design.md#guess-throttles). So N guesses sent at the same moment are checked at most
 * `freeFailures` times, and a right one is never refused for the wrong ones beside it, only for
 * failures confirmed before it got its turn.
 */
async function claimOne({ key, backoff }: Throttle, client: DbClient): Promise<Claim | Date> {
  purgeWhenDue();
  const lease = Prisma.sql`now() + make_interval(secs => ${ATTEMPT_LEASE_SECONDS})`;
  const startedAt = Date.now();
  let pause = FIRST_POLL_MS;
  let woken = false;
  for (;;) {
    const rows = await sql(client).rows<{
      claimed: boolean;
      count: number;
      blocked: boolean;
      blockedUntil: Date | null;
    }>`
      WITH claimed AS (
        INSERT INTO "RateLimit" AS r ("key", "count", "resetAt", "pending", "pendingUntil")
        VALUES (${key}, 0, ${lease}, 1, ${lease})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = ${failuresOf},
          -- Kept at least as long as the attempt holds its slot (so the purge leaves the row).
          "resetAt" = GREATEST(r."resetAt", EXCLUDED."resetAt"),
          "pending" = ${inFlightOf} + 1,
          "pendingUntil" = GREATEST(r."pendingUntil", EXCLUDED."pendingUntil")
        WHERE (r."blockedUntil" IS NULL OR r."blockedUntil" <= now())
          AND ${inFlightOf} < GREATEST(${backoff.freeFailures}::int - ${failuresOf}, 1)
        RETURNING r."count"
      )
      SELECT true AS claimed, "count", false AS blocked, NULL::timestamp(3) AS "blockedUntil" FROM claimed
      UNION ALL
      SELECT false, "count", coalesce("blockedUntil" > now(), false), "blockedUntil" FROM "RateLimit"
      WHERE "key" = ${key} AND NOT EXISTS (SELECT 1 FROM claimed)`;
    const row = rows[0];
    if (row?.claimed) return { key, count: row.count, windowSeconds: backoff.windowSeconds, backoff };
    if (row?.blocked && row.blockedUntil) {
      // Blocked: the others waiting for this key are refused as well, now rather than at their next look.
      wake(key, Number.POSITIVE_INFINITY);
      return row.blockedUntil;
    }
    // Every slot is taken by attempts in flight (or this statement's snapshot predates the row it lost
    // to): wait for one of them to be settled, then look again.
    if (Date.now() - startedAt > MAX_WAIT_MS) throw tooManyRequests("too-many-requests", new Date(Date.now() + 2000));
    await waitForSlot(key, pause * (0.5 + Math.random()), woken);
    woken = true;
    pause = Math.min(pause * 2, MAX_POLL_MS);
  }
}

/**
 * Lets an attempt through each key (in order) before the guess is evaluated, waiting while attempts in
 * flight hold every slot. When one of them is blocked, the attempt is refused and the slots it got so
 * far are given back.
 */
export async function claimAttempt(throttles: Throttle[], client: DbClient = db): Promise<ClaimResult> {
  const claims: Claim[] = [];
  for (const throttle of throttles) {
    const result = await claimOne(throttle, client).catch(async (error: unknown) => {
      await withdrawAttempt(claims, client);
      throw error;
    });
    if (result instanceof Date) {
      await withdrawAttempt(claims, client);
      return { blockedUntil: result };
    }
    claims.push(result);
  }
  return { claims };
}

/**
 * The attempt failed: it is counted as a failure, with the block that failure brings, and frees its
 * slot. Failures are forgotten a whole window after the last one, so the window slides with failures
 * only, never with the successes a shared address also sees. Written even when the row was purged
 * meanwhile.
 */
export async function confirmFailure(claims: Claim[], client: DbClient = db): Promise<void> {
  await Promise.all(
    claims.map(async ({ key, backoff }) => {
      const failures = Prisma.sql`(${failuresOf} + 1)`;
      const rows = await sql(client).rows<SettledRow>`
        INSERT INTO "RateLimit" AS r ("key", "count", "resetAt", "blockedUntil")
        VALUES (${key}, 1, now() + make_interval(secs => ${backoff.windowSeconds}), ${blockAfter(Prisma.sql`1`, backoff)})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = ${failures},
          "resetAt" = EXCLUDED."resetAt",
          "blockedUntil" = GREATEST(r."blockedUntil", ${blockAfter(failures, backoff)}),
          "pending" = GREATEST(${inFlightOf} - 1, 0)
        RETURNING ${settledColumns}`;
      wakeAfter(key, backoff, rows[0]);
    }),
  );
}

/** The attempt was no failure (a code that exists, a check that never ran): it frees its slot and counts nothing. */
export async function withdrawAttempt(claims: Claim[], client: DbClient = db): Promise<void> {
  await Promise.all(
    claims.map(async ({ key, backoff }) => {
      const rows = await sql(client).rows<SettledRow>`
        UPDATE "RateLimit" AS r SET "pending" = GREATEST(${inFlightOf} - 1, 0)
        WHERE "key" = ${key}
        RETURNING ${settledColumns}`;
      wakeAfter(key, backoff, rows[0]);
    }),
  );
}

/**
 * The attempt succeeded and the rule forgives the key (the right password for a sign-in pair or a
 * password change): its failures and block are forgotten; the attempts still in flight keep their slots.
 */
export async function forgiveAttempt(claims: Claim[], client: DbClient = db): Promise<void> {
  await Promise.all(
    claims.map(async ({ key, backoff }) => {
      const rows = await sql(client).rows<SettledRow>`
        UPDATE "RateLimit" AS r SET
          "count" = 0,
          "blockedUntil" = NULL,
          "pending" = GREATEST(${inFlightOf} - 1, 0)
        WHERE "key" = ${key}
        RETURNING ${settledColumns}`;
      wakeAfter(key, backoff, rows[0]);
    }),
  );
}

/** The latest time any of `keys` is blocked until, or null when none is blocked now. */
export async function blockedUntil(keys: string[], client: DbClient = db): Promise<Date | null> {
  const rows = await sql(client).rows<{ until: Date | null }>`
    SELECT max("blockedUntil") AS until FROM "RateLimit" WHERE "key" = ANY(${keys}) AND "blockedUntil" > now()`;
  return rows[0]?.until ?? null;
}
