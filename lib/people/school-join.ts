import { randomInt } from "node:crypto";
import { db, inTransaction, type DbClient } from "@/lib/db";
import { forbidden, notFound, problem } from "@/lib/problems/api-error";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { claimAttempt, confirmFailure, tooManyRequests, withdrawAttempt } from "@/lib/platform/rate-limit";
import { recordAudit, schoolTarget } from "@/lib/people/audit";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type JoinSchoolInput } from "@/lib/people/people.schema";

const joinBackoff = () => ({
  freeFailures: env.JOIN_CODE_MAX_FAILURES,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
});

function newCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join(
    "",
  );
}

type Access = "member" | "manager";

/**
 * The school if the actor may see its people: admins, and active members. `manager` also needs a
 * teacher (a mentor member may show the code but not renew it or approve). Outside: 404.
 */
async function schoolFor(actor: Actor, schoolId: string, access: Access) {
  const school = await db.school.findUnique({
    where: { id: schoolId },
    select: {
      id: true,
      name: true,
      joinCode: true,
      joinNeedsApproval: true,
      memberships: { where: { userId: actor.id }, select: { userId: true } },
    },
  });
  if (!school || (!isAdmin(actor) && school.memberships.length === 0)) throw notFound("school-not-found");
  if (access === "manager" && !isAdmin(actor) && actor.role !== "teacher") throw forbidden("school-managers-only");
  return school;
}

const codeJson = (school: { id: string; name: string; joinCode: string; joinNeedsApproval: boolean }) => ({
  schoolId: school.id,
  schoolName: school.name,
  code: school.joinCode,
  needsApproval: school.joinNeedsApproval,
});

/** The school's join code (every school has one: the database gives it at creation). */
export async function getJoinCode(actor: Actor, schoolId: string) {
  return codeJson(await schoolFor(actor, schoolId, "member"));
}

/** A new code: the old one stops working at once (a code that leaked, a term that ended). */
export async function renewJoinCode(actor: Actor, schoolId: string) {
  const school = await schoolFor(actor, schoolId, "manager");
  const joinCode = newCode();
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.school.update({ where: { id: schoolId }, data: { joinCode } });
    await recordAudit(tx, actor, schoolTarget(schoolId, school.name), {
      action: "school.renew-join-code",
      before: { code: school.joinCode },
      after: { code: joinCode },
    });
    return row;
  });
  return codeJson(updated);
}

/** Whether the code joins at once (false) or each request waits for a teacher or an admin (true). */
export async function setJoinApproval(actor: Actor, schoolId: string, needsApproval: boolean) {
  const school = await schoolFor(actor, schoolId, "manager");
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.school.update({ where: { id: schoolId }, data: { joinNeedsApproval: needsApproval } });
    if (school.joinNeedsApproval !== needsApproval)
      await recordAudit(tx, actor, schoolTarget(schoolId, school.name), {
        action: "school.join-approval",
        before: { needsApproval: school.joinNeedsApproval },
        after: { needsApproval },
      });
    return row;
  });
  return codeJson(updated);
}

export interface MembershipJson {
  schoolId: string;
  userId: string;
  status: "active" | "pending";
  school: { _id: string; name: string };
  createdAt: string;
}

/**
 * Asks to join a school: with its code, active at once when the school chose so, else pending; with
 * a school id (a teacher told the school already exists), always pending. Wrong codes are throttled
 * per user like failed sign-ins, so codes cannot be guessed.
 */
export async function joinSchool(actor: Actor, input: JoinSchoolInput, client: DbClient = db): Promise<MembershipJson> {
  // Counted before the code is looked up, so codes sent at once are checked no more often than one by one.
  // In `client` like the rest: a refusal (4xx) commits with its answer, so its count outlives the request.
  const attempt = await claimAttempt([{ key: `school-join:user:${actor.id}`, backoff: joinBackoff() }], client);
  if (!attempt.claims) throw tooManyRequests("join-code-throttled", attempt.blockedUntil);
  const school = input.code
    ? await client.school.findUnique({ where: { joinCode: input.code } })
    : await client.school.findUnique({ where: { id: input.schoolId! } });
  if (!school && input.code) {
    await confirmFailure(attempt.claims, client);
    throw problem("join-code-unknown");
  }
  // Only a wrong code is a failure.
  await withdrawAttempt(attempt.claims, client);
  if (!school) throw notFound("school-not-found");
  const json = (status: MembershipJson["status"], createdAt: Date): MembershipJson => ({
    schoolId: school.id,
    userId: actor.id,
    status,
    school: { _id: school.id, name: school.name },
    createdAt: createdAt.toISOString(),
  });
  const existing = await client.schoolMembership.findUnique({
    where: { userId_schoolId: { userId: actor.id, schoolId: school.id } },
  });
  if (existing) return json("active", existing.createdAt);
  const atOnce = Boolean(input.code) && !school.joinNeedsApproval;
  return inTransaction(client, async (tx) => {
    const target = schoolTarget(school.id, school.name);
    if (atOnce) {
      const membership = await tx.schoolMembership.create({ data: { userId: actor.id, schoolId: school.id } });
      await tx.schoolJoinRequest.deleteMany({ where: { userId: actor.id, schoolId: school.id } });
      await recordAudit(tx, actor, target, { action: "membership.join", after: { member: actor.username } });
      return json("active", membership.createdAt);
    }
    const request = await tx.schoolJoinRequest.upsert({
      where: { userId_schoolId: { userId: actor.id, schoolId: school.id } },
      create: { userId: actor.id, schoolId: school.id },
      update: {},
    });
    await recordAudit(tx, actor, target, { action: "membership.request", after: { pending: actor.username } });
    return json("pending", request.createdAt);
  });
}
