import { db, inTransaction, sql, type DbClient } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { problem, type ApiError } from "@/lib/problems/api-error";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import type { Actor } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";
import {
  claimAttempt,
  confirmFailure,
  forgiveAttempt,
  tooManyRequests,
  withdrawAttempt,
} from "@/lib/platform/rate-limit";
import { lowerEquals } from "@/lib/platform/text-match";
import type { ChangePasswordInput } from "@/lib/people/auth.schema";

export interface UserJson {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt?: string;
}

export const toUserJson = (user: Actor & { createdAt?: Date }): UserJson => ({
  _id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  ...(user.createdAt ? { createdAt: user.createdAt.toISOString() } : {}),
});

/** The id of the account a username names, case ignored, or null. */
export async function userIdByName(username: string): Promise<string | null> {
  const rows = await sql(db).rows<{ id: string }>(
    Prisma.sql`SELECT id FROM "User" WHERE ${lowerEquals(Prisma.sql`username`, username)} LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

/** 409 naming what is taken (the username first, then the e-mail), or null when neither is. */
async function takenError(input: { username: string; email: string }, client: DbClient): Promise<ApiError | null> {
  const rows = await sql(client).rows<{ username: boolean }>(Prisma.sql`
    SELECT ${lowerEquals(Prisma.sql`username`, input.username)} AS username FROM "User"
    WHERE ${lowerEquals(Prisma.sql`username`, input.username)} OR ${lowerEquals(Prisma.sql`email`, input.email)}
    ORDER BY 1 DESC LIMIT 1`);
  if (!rows[0]) return null;
  return problem(rows[0].username ? "username-taken" : "email-taken");
}

const isUniqueViolation = (error: unknown) => ["P2002", "23505"].includes(String((error as { code?: unknown }).code));

/**
 * Creates a user; a username or e-mail that is taken, case ignored, is 409. The database has the last
 * word (unique indexes on lower(username) and on email): a sign-up that lost a race to the same name
 * gets the same answer as one that came after it.
 */
export async function createUser(
  input: {
    username: string;
    email: string;
    password: string;
    role: Role;
  },
  client: DbClient = db,
): Promise<Actor> {
  assertPasswordAllowed(input.password, input.username);
  const taken = await takenError(input, client);
  if (taken) throw taken;
  const passwordHash = await hashPassword(input.password);
  try {
    // A savepoint inside a caller's transaction: after a unique violation it can still read who took the name.
    return await inTransaction(client, (tx) =>
      tx.user.create({
        data: { username: input.username, email: input.email.toLowerCase(), passwordHash, role: input.role },
        select: { id: true, username: true, email: true, role: true },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw (await takenError(input, client)) ?? error;
    throw error;
  }
}

const passwordChangeBackoff = () => ({
  freeFailures: env.PASSWORD_CHANGE_MAX_FAILURES,
  firstDelaySeconds: env.SIGNIN_DELAY_SECONDS,
  maxDelaySeconds: env.SIGNIN_MAX_DELAY_SECONDS,
  windowSeconds: env.SIGNIN_WINDOW_SECONDS,
});

/**
 * Changes the actor's password (docs/api-contract.md#shapes, PUT /auth/change-password; one implementation): the current
 * password must be right (wrong guesses are throttled like sign-ins, so a borrowed session cannot
 * try passwords), the new one must pass the rules, and every other session of the user ends.
 */
export async function changePassword(
  actor: Actor,
  currentSessionId: string,
  input: ChangePasswordInput,
): Promise<{ endedSessions: number }> {
  assertPasswordAllowed(input.newPassword, actor.username);
  const key = `password-change:${actor.id}`;
  // Counted before the current password is checked, so guesses sent at once are checked no more often.
  const attempt = await claimAttempt([{ key, backoff: passwordChangeBackoff() }]);
  if (!attempt.claims) throw tooManyRequests("password-throttled", attempt.blockedUntil);

  const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user) throw problem("account-gone");
  const ok = await verifyPassword(input.oldPassword, user.passwordHash).catch(async (error: unknown) => {
    await withdrawAttempt(attempt.claims); // never checked: no failure
    throw error;
  });
  if (!ok) {
    await confirmFailure(attempt.claims);
    throw problem("password-current-wrong");
  }
  // The right password: its failures are forgiven, and its slot freed whatever happens next.
  await forgiveAttempt(attempt.claims);
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash, mustChangePassword: false } });
    const { count } = await tx.session.deleteMany({ where: { userId: actor.id, id: { not: currentSessionId } } });
    return count;
  });
  return { endedSessions };
}
