import { db, type DbClient } from "@/lib/db";
import { problem } from "@/lib/problems/api-error";
import type { Actor } from "@/lib/auth/permissions";
import { sameText } from "@/lib/platform/text-match";

/**
 * A school the actor is not a member of with the same name and district (both compared without case;
 * no district matches no district), so a second teacher joins the first one's school instead of
 * making a copy of it.
 */
export async function findSameSchool(actor: Actor, name: string, district?: string, client: DbClient = db) {
  const school = await client.school.findFirst({
    where: {
      name: sameText(name.trim()),
      ...(district?.trim() ? { district: sameText(district.trim()) } : { OR: [{ district: null }, { district: "" }] }),
      memberships: { none: { userId: actor.id } },
    },
    select: { id: true, name: true, district: true },
    orderBy: { createdAt: "asc" },
  });
  return school ? { _id: school.id, name: school.name, district: school.district } : null;
}

export async function refuseSameSchool(
  actor: Actor,
  name: string,
  district?: string,
  client: DbClient = db,
): Promise<void> {
  if (actor.role === "admin") return;
  if (await findSameSchool(actor, name, district, client)) throw problem("same-school-exists");
}

/** The name of a school a teacher was told exists (the join screen's "ask to join" button), or null. */
export async function schoolToAskFor(schoolId: string | undefined) {
  if (typeof schoolId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(schoolId)) return null;
  const school = await db.school.findUnique({ where: { id: schoolId }, select: { id: true, name: true } });
  return school ? { schoolId: school.id, name: school.name } : null;
}
