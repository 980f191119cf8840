import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { inSchoolsOf } from "@/lib/services/scope";
import { toClassJson } from "@/lib/services/json";
import type { ListClassesQuery } from "@/lib/validation/classes";

export const classInclude = {
  subject: { select: { id: true, name: true } },
  school: { select: { id: true, name: true } },
  _count: { select: { students: true } },
} as const;

/** The classes of the actor's schools (all for an admin), optionally of one school. */
export async function listClasses(actor: Actor, query: ListClassesQuery = {}) {
  const classes = await db.class.findMany({
    where: { ...inSchoolsOf(actor), ...(query.schoolId ? { schoolId: query.schoolId } : {}) },
    include: classInclude,
    orderBy: [{ school: { name: "asc" } }, { className: "asc" }],
  });
  return classes.map(toClassJson);
}
