import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { consumeQuota } from "@/lib/platform/rate-limit";
import { userIdByName } from "@/lib/people/users";

export const FORGOT_PASSWORD_MESSAGE =
  "Passwords are reset by your school's admin. Ask them for a temporary password; you will choose a new one when you sign in with it.";
export const FORGOT_WINDOW_SECONDS = 15 * 60;
const MAX_CONTACTS = 3;

/** The admins to ask, oldest first: those who belong to one of the user's schools, else the first admins. */
async function adminsFor(userId: string | null): Promise<string[]> {
  const where = { role: "admin" as const, active: true };
  if (userId) {
    const local = await db.user.findMany({
      where: { ...where, memberships: { some: { school: { memberships: { some: { userId } } } } } },
      select: { username: true },
      orderBy: { createdAt: "asc" },
      take: MAX_CONTACTS,
    });
    if (local.length) return local.map((u) => u.username);
  }
  const anyAdmins = await db.user.findMany({
    where,
    select: { username: true },
    orderBy: { createdAt: "asc" },
    take: MAX_CONTACTS,
  });
  return anyAdmins.map((u) => u.username);
}

/**
 * "Forgot password?" without e-mail: who to ask. An unknown username gets the same answer as a user
 * with no school admin (the first admins), so the answer never tells whether a username exists.
 * Throttled per address.
 */
export async function whoResetsPassword(username: string, address: string) {
  await consumeQuota(
    `forgot-password:ip:${address}`,
    env.FORGOT_PASSWORD_MAX_PER_ADDRESS,
    FORGOT_WINDOW_SECONDS,
    "forgot-password-throttled",
  );
  const admins = await adminsFor(await userIdByName(username));
  return { message: FORGOT_PASSWORD_MESSAGE, admins };
}
