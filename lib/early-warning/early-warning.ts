// A school's early-warning rules (docs/product-spec.md#early-warning): members read them, admins set them.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { requireSchool } from "@/lib/auth/scope";
import { DEFAULT_EARLY_WARNING, type EarlyWarningRules } from "@/lib/early-warning/rules.shared";

export interface SchoolEarlyWarning extends EarlyWarningRules {
  schoolId: string;
  /** False while the school still uses the defaults. */
  custom: boolean;
}

const rulesOf = (row: EarlyWarningRules): EarlyWarningRules => ({
  consecutiveAbsences: row.consecutiveAbsences,
  minAttendanceRate: row.minAttendanceRate,
  windowSchoolDays: row.windowSchoolDays,
  marksDrop: row.marksDrop,
  missingMarksAfterDays: row.missingMarksAfterDays,
  minRecordedDays: row.minRecordedDays,
});

/** GET /api/schools/{id}/early-warning. */
export async function getEarlyWarning(actor: Actor, schoolId: string): Promise<SchoolEarlyWarning> {
  await requireSchool(actor, schoolId);
  const row = await db.earlyWarningRules.findUnique({ where: { schoolId } });
  return { schoolId, ...rulesOf(row ?? DEFAULT_EARLY_WARNING), custom: row !== null };
}

/** PUT /api/schools/{id}/early-warning (admins): replaces every rule; null switches one off. */
export async function setEarlyWarning(
  actor: Actor,
  schoolId: string,
  input: EarlyWarningRules,
): Promise<SchoolEarlyWarning> {
  await requireSchool(actor, schoolId);
  const data = rulesOf(input);
  await db.earlyWarningRules.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
  return { schoolId, ...data, custom: true };
}
