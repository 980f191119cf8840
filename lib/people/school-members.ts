import { db, inTransaction, type DbClient } from "@/lib/db";
import { forbidden, notFound, problem } from "@/lib/problems/api-error";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { recordAudit, schoolTarget } from "@/lib/people/audit";

/** Admins see every school's people; teachers and mentors those of the schools they belong to (else 404). */
async function visibleSchool(actor: Actor, schoolId: string, client: DbClient = db) {
  const school = await client.school.findFirst({
    where: { id: schoolId, ...(isAdmin(actor) ? {} : { memberships: { some: { userId: actor.id } } }) },
    select: { id: true, name: true },
  });
  if (!school) throw notFound("school-not-found");
  return school;
}

async function managedSchool(actor: Actor, schoolId: string) {
  const school = await visibleSchool(actor, schoolId);
  if (!isAdmin(actor) && actor.role !== "teacher") throw forbidden("school-managers-only");
  return school;
}

export async function listMembers(actor: Actor, schoolId: string) {
  await visibleSchool(actor, schoolId);
  const user = { select: { id: true, username: true, role: true, active: true } } as const;
  const [members, requests] = await Promise.all([
    db.schoolMembership.findMany({ where: { schoolId }, include: { user }, orderBy: { createdAt: "asc" } }),
    db.schoolJoinRequest.findMany({ where: { schoolId }, include: { user }, orderBy: { createdAt: "asc" } }),
  ]);
  const row = (status: "active" | "pending") => (m: (typeof members)[number]) => ({
    userId: m.user.id,
    username: m.user.username,
    role: m.user.role,
    active: m.user.active,
    status,
    since: m.createdAt.toISOString(),
  });
  return { members: members.map(row("active")), requests: requests.map(row("pending")) };
}

/** Pending requests the actor may approve: every school's for admins, their own schools' for teachers. */
export async function listJoinRequests(actor: Actor) {
  if (!isAdmin(actor) && actor.role !== "teacher") return [];
  const rows = await db.schoolJoinRequest.findMany({
    where: isAdmin(actor) ? {} : { school: { memberships: { some: { userId: actor.id } } } },
    include: {
      user: { select: { id: true, username: true, role: true } },
      school: { select: { id: true, name: true } },
    },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  return rows.map((r) => ({
    schoolId: r.school.id,
    schoolName: r.school.name,
    userId: r.user.id,
    username: r.user.username,
    role: r.user.role,
    requestedAt: r.createdAt.toISOString(),
  }));
}

async function userLabel(userId: string, client: DbClient = db) {
  const user = await client.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!user) throw notFound("user-not-found");
  return user.username;
}

/** Approves a pending request: the user becomes an active member. */
export async function approveRequest(actor: Actor, schoolId: string, userId: string) {
  const school = await managedSchool(actor, schoolId);
  return db.$transaction(async (tx) => {
    const { count } = await tx.schoolJoinRequest.deleteMany({ where: { schoolId, userId } });
    if (count === 0) throw problem("join-request-not-found");
    const username = await userLabel(userId);
    await tx.schoolMembership.upsert({
      where: { userId_schoolId: { userId, schoolId } },
      create: { userId, schoolId },
      update: {},
    });
    await recordAudit(tx, actor, schoolTarget(schoolId, school.name), {
      action: "membership.approve",
      before: { pending: username },
      after: { member: username },
    });
    return { schoolId, userId, status: "active" as const };
  });
}

// Ends like approveRequest (an audited active member) but needs no request; one function with a flag would blur that.
/** Admins add a user to a school directly (no request needed). */
export async function addMember(actor: Actor, schoolId: string, userId: string, client: DbClient = db) {
  const school = await visibleSchool(actor, schoolId, client);
  const username = await userLabel(userId, client);
  return inTransaction(client, async (tx) => {
    const existing = await tx.schoolMembership.findUnique({ where: { userId_schoolId: { userId, schoolId } } });
    if (!existing) {
      await tx.schoolMembership.create({ data: { userId, schoolId } });
      await tx.schoolJoinRequest.deleteMany({ where: { schoolId, userId } });
      await recordAudit(tx, actor, schoolTarget(schoolId, school.name), {
        action: "membership.add",
        after: { member: username },
      });
    }
    return { schoolId, userId, status: "active" as const };
  });
}

/**
 * Rejects a pending request (the school's teachers or an admin), or removes a member (admins only:
 * a teacher cannot push a colleague out of a school).
 */
export async function removeMemberOrRequest(actor: Actor, schoolId: string, userId: string) {
  const school = await managedSchool(actor, schoolId);
  const username = await userLabel(userId);
  return db.$transaction(async (tx) => {
    const target = schoolTarget(schoolId, school.name);
    const rejected = await tx.schoolJoinRequest.deleteMany({ where: { schoolId, userId } });
    if (rejected.count > 0) {
      await recordAudit(tx, actor, target, { action: "membership.reject", before: { pending: username } });
      return { message: `Request from ${username} rejected` };
    }
    const member = await tx.schoolMembership.findUnique({ where: { userId_schoolId: { userId, schoolId } } });
    if (!member) throw problem("member-not-found");
    if (!isAdmin(actor)) throw forbidden("members-admin-only");
    await tx.schoolMembership.delete({ where: { userId_schoolId: { userId, schoolId } } });
    await tx.user.updateMany({ where: { id: userId, primarySchoolId: schoolId }, data: { primarySchoolId: null } });
    await recordAudit(tx, actor, target, { action: "membership.remove", before: { member: username } });
    return { message: `${username} removed from ${school.name}` };
  });
}
