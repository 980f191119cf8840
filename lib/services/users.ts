import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import type { Actor } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";
import { blockedUntil, clearRateLimit, recordFailure, tooManyRequests } from "@/lib/services/rate-limit";
import { PASSWORD_MESSAGES, type ChangePasswordInput } from "@/lib/validation/auth";

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

/** Creates a user after a case-insensitive uniqueness check (409 names what is taken). */
export async function createUser(input: {
  username: string;
  email: string;
  password: string;
  role: Role;
}): Promise<Actor> {
  assertPasswordAllowed(input.password, input.username);
  const taken = await db.user.findFirst({
    where: {
      OR: [
        { username: { equals: input.username, mode: "insensitive" } },
        { email: { equals: input.email, mode: "insensitive" } },
      ],
    },
    select: { username: true },
  });
  if (taken) {
    const what = taken.username.toLowerCase() === input.username.toLowerCase() ? "username" : "email";
    throw new ApiError(409, `This ${what} is already taken`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.user.create({
    data: { username: input.username, email: input.email.toLowerCase(), passwordHash, role: input.role },
    select: { id: true, username: true, email: true, role: true },
  });
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
  const until = await blockedUntil([key]);
  if (until) throw tooManyRequests("Too many wrong passwords. Please try again later.", until);

  const user = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user) throw new ApiError(401, "Your account no longer exists");
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await recordFailure(key, passwordChangeBackoff());
    throw new ApiError(400, PASSWORD_MESSAGES.wrongCurrent);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash, mustChangePassword: false } });
    const { count } = await tx.session.deleteMany({ where: { userId: actor.id, id: { not: currentSessionId } } });
    return count;
  });
  await clearRateLimit(key);
  return { endedSessions };
}
