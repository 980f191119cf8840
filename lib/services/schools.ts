import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { schoolsOf } from "@/lib/services/scope";
import { toSchoolJson } from "@/lib/services/json";

/** The actor's schools (admins: all), the user's primary school first, then oldest first. */
export async function listSchools(actor: Actor) {
  const [schools, user] = await Promise.all([
    db.school.findMany({ where: schoolsOf(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.user.findUnique({ where: { id: actor.id }, select: { primarySchoolId: true } }),
  ]);
  const primary = user?.primarySchoolId;
  const ordered = primary ? [...schools.filter((s) => s.id === primary), ...schools.filter((s) => s.id !== primary)] : schools;
  return ordered.map(toSchoolJson);
}
