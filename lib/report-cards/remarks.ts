import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import type { AcademicTerm } from "@/lib/constants";
import { requireStudent } from "@/lib/auth/scope";

/**
 * PUT /api/reports/report-card/{studentId}: the class's teachers (members of its school) or an admin
 * write the term's remark; an empty remark removes it.
 */
export async function saveRemark(
  actor: Actor,
  studentId: string,
  academicYear: string,
  academicTerm: AcademicTerm,
  remark: string,
) {
  await requireStudent(actor, studentId);
  const key = { studentId_academicYear_academicTerm: { studentId, academicYear, academicTerm } };
  if (!remark) {
    await db.reportCardRemark.deleteMany({ where: { studentId, academicYear, academicTerm } });
    return { studentId, academicYear, academicTerm, remark: null };
  }
  const row = await db.reportCardRemark.upsert({
    where: key,
    create: { studentId, academicYear, academicTerm, remark, authorId: actor.id },
    update: { remark, authorId: actor.id },
  });
  return {
    studentId,
    academicYear,
    academicTerm,
    remark: { text: row.remark, updatedAt: row.updatedAt.toISOString() },
  };
}
