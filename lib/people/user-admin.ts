import { randomInt } from "node:crypto";
import { db, sql } from "@/lib/db";
import { notFound, problem } from "@/lib/problems/api-error";
import { hashPassword } from "@/lib/auth/password";
import type { Actor } from "@/lib/auth/permissions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LIST_CAP } from "@/lib/platform/list-stream";
import { recordAudit, userTarget } from "@/lib/people/audit";
import { containsText } from "@/lib/platform/text-match";
import { PEOPLE_PAGE_SIZE, type UpdateUserInput, type UserListQuery } from "@/lib/people/people.schema";

// Serialises changes that could remove the last admin, so two admins demoting each other cannot both win.
const ADMIN_CHANGE_LOCK = 72_701_900;

const listSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  active: true,
  mustChangePassword: true,
  lastSignInAt: true,
  createdAt: true,
} as const;

type ListedUser = Prisma.UserGetPayload<{ select: typeof listSelect }>;

const toListedJson = (user: ListedUser) => ({
  _id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  active: user.active,
  mustChangePassword: user.mustChangePassword,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

function userWhere(query: UserListQuery): Prisma.UserWhereInput {
  return {
    ...(query.search
      ? {
          OR: [{ username: containsText(query.search) }, { email: containsText(query.search) }],
        }
      : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.status ? { active: query.status === "active" } : {}),
    ...(query.schoolId ? { memberships: { some: { schoolId: query.schoolId } } } : {}),
  };
}

/** Users matching the filters, newest first: one page when asked for, else the whole list (up to LIST_CAP). */
export async function searchUsers(query: UserListQuery) {
  const where = userWhere(query);
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = paged ? (query.limit ?? PEOPLE_PAGE_SIZE) : LIST_CAP;
  const skip = paged ? ((query.page ?? 1) - 1) * limit : 0;
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      select: listSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: limit,
    }),
  ]);
  return { total, users: users.map(toListedJson) };
}

/** One user for the admin's detail screen: schools, requests, last sign-in, what they have filed. */
export async function getUserDetail(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...listSelect,
      memberships: { select: { createdAt: true, school: { select: { id: true, name: true } } } },
      joinRequests: { select: { createdAt: true, school: { select: { id: true, name: true } } } },
      _count: { select: { lessonReports: true, attendance: true, marks: true, sessions: true } },
    },
  });
  if (!user) throw notFound("user-not-found");
  return {
    ...toListedJson(user),
    schools: [
      ...user.memberships.map((m) => ({
        _id: m.school.id,
        name: m.school.name,
        status: "active" as const,
        since: m.createdAt.toISOString(),
      })),
      ...user.joinRequests.map((r) => ({
        _id: r.school.id,
        name: r.school.name,
        status: "pending" as const,
        since: r.createdAt.toISOString(),
      })),
    ],
    counts: {
      reports: user._count.lessonReports,
      attendance: user._count.attendance,
      marks: user._count.marks,
      sessions: user._count.sessions,
    },
  };
}

/**
 * Changes a user's role and/or active flag, never leaving no active admin; deactivating ends every
 * session of the user in the same transaction, so the next request with any of them fails.
 */
export async function updateUser(actor: Actor, userId: string, input: UpdateUserInput) {
  if (input.active === false && userId === actor.id) throw problem("cannot-deactivate-self");
  await db.$transaction(async (tx) => {
    await sql(tx).run`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`;
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { username: true, role: true, active: true },
    });
    if (!user) throw notFound("user-not-found");
    const next = { role: input.role ?? user.role, active: input.active ?? user.active };
    if (user.role === "admin" && user.active && !(next.role === "admin" && next.active)) {
      const others = await tx.user.count({ where: { role: "admin", active: true, id: { not: userId } } });
      if (others === 0) throw problem("last-admin");
    }
    const before = { role: user.role, active: user.active };
    if (before.role === next.role && before.active === next.active) return;
    await tx.user.update({ where: { id: userId }, data: next });
    if (!next.active) await tx.session.deleteMany({ where: { userId } });
    for (const key of ["role", "active"] as const) {
      if (before[key] === next[key]) continue;
      const action = key === "role" ? "user.role" : next.active ? "user.reactivate" : "user.deactivate";
      const change = { action, before: { [key]: before[key] }, after: { [key]: next[key] } };
      await recordAudit(tx, actor, userTarget(userId, user.username), change);
    }
  });
  return getUserDetail(userId);
}

const TEMP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Three groups of four (e.g. `k7mq-x2p9-h4tz`): ~59 bits, easy to read out over a phone. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}

/**
 * Sets a one-time temporary password: every session ends, and the next sign-in answers
 * `mustChangePassword: true` so the screens send the user to /change-password.
 */
export async function resetPassword(actor: Actor, userId: string): Promise<{ temporaryPassword: string }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!user) throw notFound("user-not-found");
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash, mustChangePassword: true } });
    const { count } = await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, actor, userTarget(userId, user.username), {
      action: "user.reset-password",
      before: { sessions: count },
      after: { mustChangePassword: true, sessions: 0 },
    });
  });
  return { temporaryPassword: password };
}

/** An admin ends every session of a user (a lost phone, a departed teacher), recorded in the audit log. */
export async function endSessionsOf(actor: Actor, userId: string): Promise<{ endedSessions: number }> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { username: true } });
    if (!user) throw notFound("user-not-found");
    const { count } = await tx.session.deleteMany({ where: { userId } });
    await recordAudit(tx, actor, userTarget(userId, user.username), {
      action: "user.end-sessions",
      before: { sessions: count },
      after: { sessions: 0 },
    });
    return { endedSessions: count };
  });
}
