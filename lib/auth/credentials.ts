import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import type { Actor } from "@/lib/auth/permissions";
import { timingDummyHash, verifyPassword } from "@/lib/auth/password";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/services/rate-limit";

export const INVALID_CREDENTIALS = "Invalid username or password";
// An address gets more room than one username: a school may share one public IP.
const ADDRESS_FAILURE_FACTOR = 4;

function throttled(resetAt: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(seconds) },
  );
}

/**
 * The one credential check, used by `POST /api/auth/signin` and next-auth's Credentials provider.
 * Failures count per username and per address; past the limit the answer is 429 until the window ends.
 */
export async function verifyCredentials(username: string, password: string, address: string): Promise<Actor> {
  const userKey = `signin:user:${username.toLowerCase()}`;
  const addressKey = `signin:ip:${address}`;
  const [byUser, byAddress] = await Promise.all([peekRateLimit(userKey), peekRateLimit(addressKey)]);
  if (byUser && byUser.count >= env.SIGNIN_MAX_FAILURES) throw throttled(byUser.resetAt);
  if (byAddress && byAddress.count >= env.SIGNIN_MAX_FAILURES * ADDRESS_FAILURE_FACTOR) throw throttled(byAddress.resetAt);

  const user = await db.user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { id: true, username: true, email: true, role: true, passwordHash: true },
  });
  const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummyHash()));
  if (!user || !ok) {
    await Promise.all([
      hitRateLimit(userKey, env.SIGNIN_WINDOW_SECONDS),
      hitRateLimit(addressKey, env.SIGNIN_WINDOW_SECONDS),
    ]);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  await clearRateLimit(userKey);
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
