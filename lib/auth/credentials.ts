import { env } from "@/lib/env";
import { problem, type ApiError } from "@/lib/http/api-error";
import type { Actor } from "@/lib/auth/permissions";
import { timingDummyHash, verifyPassword } from "@/lib/auth/password";
import {
  claimAttempt,
  clearRateLimit,
  confirmFailure,
  tooManyRequests,
  withdrawAttempt,
  type Backoff,
} from "@/lib/services/rate-limit";
import { findUserToSignIn } from "@/lib/services/users";

// An address gets more room than one (username, address) pair: a school may share one public IP.
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

/**
 * The one credential check (OWASP authentication guidance): failures count per (username, address)
 * and per address, each with delays that grow after a few failures. A username is never locked for
 * everyone: failures from other addresses do not slow its owner down. Each attempt is counted before
 * its password is checked (claimAttempt), so guesses sent at the same moment get no more checks than
 * guesses sent one by one; a blocked attempt is refused before any password is hashed.
 */
export async function verifyCredentials(username: string, password: string, address: string): Promise<Actor> {
  const backoff = signInBackoff();
  const pairKey = `signin:pair:${username.toLowerCase()}:${address}`;
  const addressKey = `signin:ip:${address}`;
  // Both at once: under load each round trip waits its turn for a connection.
  const [attempt, user] = await Promise.all([
    claimAttempt([
      { key: pairKey, backoff: backoff.pair },
      { key: addressKey, backoff: backoff.address },
    ]),
    findUserToSignIn(username),
  ]);
  if (!attempt.claims) throw throttled(attempt.blockedUntil);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash())).catch(
    async (error: unknown) => {
      // Never checked (the hash gate was full, …): no failure, so a flood cannot lock anyone out this way.
      await withdrawAttempt(attempt.claims);
      throw error;
    },
  );
  if (!user || !ok) {
    await confirmFailure(attempt.claims);
    throw problem("credentials-invalid");
  }
  // Only the pair is forgiven: signing in to one's own account must not reset an address's count, but
  // a success is no failure there either.
  const [, addressClaim] = attempt.claims;
  await Promise.all([clearRateLimit(pairKey), withdrawAttempt([addressClaim])]);
  // Said only to whoever knows the password, so it reveals nothing to a guesser.
  if (!user.active) throw problem("account-deactivated");
  const actor: Actor = { id: user.id, username: user.username, email: user.email, role: user.role };
  return user.mustChangePassword ? { ...actor, mustChangePassword: true } : actor;
}
