import { db, sql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { env } from "@/lib/env";
import { problem, type ApiError } from "@/lib/problems/api-error";
import type { Actor } from "@/lib/auth/permissions";
import { timingDummyHash, verifyPassword } from "@/lib/auth/password";
import { deviceKnows, type DeviceCookie } from "@/lib/auth/device-cookie";
import {
  claimAttempt,
  confirmFailure,
  forgiveAttempt,
  tooManyRequests,
  withdrawAttempt,
  type Backoff,
  type Throttle,
} from "@/lib/platform/rate-limit";
import { lowerEquals } from "@/lib/platform/text-match";

// An address gets more room than one (username, address) pair: a school may share one public IP. It
// counts confirmed failures only, and a device that signed in to the account before is not held by it.
/** The account a username names, case ignored (the unique index on lower(username) makes it one at most). */
async function findUserToSignIn(username: string) {
  const rows = await sql(db).rows<{
    id: string;
    username: string;
    email: string;
    role: Role;
    passwordHash: string;
    active: boolean;
    mustChangePassword: boolean;
  }>(Prisma.sql`
    SELECT id, username, email, role::text AS role, "passwordHash", active, "mustChangePassword"
    FROM "User" WHERE ${lowerEquals(Prisma.sql`username`, username)} LIMIT 1`);
  return rows[0] ?? null;
}

export const ADDRESS_FAILURE_FACTOR = 4;

export function signInBackoff(config = env): { pair: Backoff; address: Backoff } {
  const pair = {
    freeFailures: config.SIGNIN_MAX_FAILURES,
    firstDelaySeconds: config.SIGNIN_DELAY_SECONDS,
    maxDelaySeconds: config.SIGNIN_MAX_DELAY_SECONDS,
    windowSeconds: config.SIGNIN_WINDOW_SECONDS,
  };
  return { pair, address: { ...pair, freeFailures: pair.freeFailures * ADDRESS_FAILURE_FACTOR } };
}

function throttled(until: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return tooManyRequests("sign-in-throttled", until, { minutes });
}

/** Where a sign-in comes from, for its throttles: the client's address and its device cookie, if valid. */
export interface SignInOrigin {
  address: string;
  device?: DeviceCookie | null;
}

/** The keys a sign-in is throttled on (docs/design.md#guess-throttles). */
export function signInThrottles(username: string, origin: SignInOrigin, userId: string | null): Throttle[] {
  const backoff = signInBackoff();
  // A device this account signed in on before: its own count only, neither the address's nor the pair's,
  // so neither a crowd at the address nor another device's wrong passwords hold it back.
  if (userId && origin.device && deviceKnows(origin.device, userId))
    return [{ key: `signin:device:${origin.device.deviceId}:${userId}`, backoff: backoff.pair }];
  return [
    { key: `signin:pair:${username.toLowerCase()}:${origin.address}`, backoff: backoff.pair },
    { key: `signin:ip:${origin.address}`, backoff: backoff.address },
  ];
}

/** The attempt's slots and the account, in one round trip's time where possible. */
async function claimAndFind(username: string, origin: SignInOrigin) {
  // With a device cookie the account decides the keys: looked up first.
  if (origin.device) {
    const user = await findUserToSignIn(username);
    return [await claimAttempt(signInThrottles(username, origin, user?.id ?? null)), user] as const;
  }
  // Without one, both at once (under load each round trip waits its turn for a connection); a failed
  // look-up gives its slots back rather than hold them for their lease.
  const [claimed, found] = await Promise.allSettled([
    claimAttempt(signInThrottles(username, origin, null)),
    findUserToSignIn(username),
  ]);
  if (found.status === "rejected") {
    if (claimed.status === "fulfilled" && claimed.value.claims) await withdrawAttempt(claimed.value.claims);
    throw found.reason;
  }
  if (claimed.status === "rejected") throw claimed.reason;
  return [claimed.value, found.value] as const;
}

/**
 * The one credential check (OWASP authentication guidance): failures count per (username, address)
 * and per address, each with delays that grow after a few failures, or, from a device the account
 * signed in on before (its device cookie), per device. A username is never locked for everyone:
 * failures from other addresses do not slow its owner down. Each attempt takes a slot of its keys
 * before its password is checked (claimAttempt), so guesses sent at the same moment get no more
 * checks than guesses sent one by one, and a right password sent among them waits its turn instead
 * of being refused; only confirmed failures refuse, before any password is hashed.
 */
export async function verifyCredentials(username: string, password: string, origin: SignInOrigin): Promise<Actor> {
  const [attempt, user] = await claimAndFind(username, origin);
  if (!attempt.claims) throw throttled(attempt.blockedUntil);
  const check = async () => verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
  const ok = await check().catch(async (error: unknown) => {
    // Never checked (the hash gate was full, …): no failure, so a flood cannot lock anyone out this way.
    await withdrawAttempt(attempt.claims);
    throw error;
  });
  if (!user || !ok) {
    await confirmFailure(attempt.claims);
    throw problem("credentials-invalid");
  }
  // The pair (or the device) is forgiven; the address is not: signing in to one's own account must not
  // reset an address's count, but a success is no failure there either.
  const [own, address] = attempt.claims;
  await Promise.all([forgiveAttempt([own]), address ? withdrawAttempt([address]) : undefined]);
  // Said only to whoever knows the password, so it reveals nothing to a guesser.
  if (!user.active) throw problem("account-deactivated");
  const actor: Actor = { id: user.id, username: user.username, email: user.email, role: user.role };
  return user.mustChangePassword ? { ...actor, mustChangePassword: true } : actor;
}
