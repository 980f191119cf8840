// Withdrawing a report card issued in error (docs/product-spec.md#signed-cards): its code then verifies
// as Not valid, and the next print of the same card is issued a new code.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound } from "@/lib/problems/api-error";
import { schoolsOf } from "@/lib/auth/scope";
import { recordAudit, schoolTarget } from "@/lib/people/audit";
import { groupCode } from "@/lib/report-cards/verify.schema";

/** `POST /api/reports/issued-cards/{code}/revoke`: 404 for a code outside the admin's schools. */
export async function revokeCard(actor: Actor, code: string) {
  const record = await db.issuedReportCard.findFirst({
    where: { code, school: schoolsOf(actor) },
    select: { id: true, revokedAt: true, school: { select: { id: true, name: true } } },
  });
  if (!record) throw notFound("report-card-not-found");
  return db.$transaction(async (tx) => {
    // Revoking twice keeps the first time: the answer is the same either way.
    const updated = await tx.issuedReportCard.updateMany({
      where: { id: record.id, revokedAt: null },
      data: { revokedAt: new Date(), revokedById: actor.id, liveKey: null },
    });
    if (updated.count)
      await recordAudit(tx, actor, schoolTarget(record.school.id, record.school.name), {
        action: "report-card.revoke",
        after: { code: groupCode(code) },
      });
    const row = await tx.issuedReportCard.findUniqueOrThrow({ where: { id: record.id }, select: { revokedAt: true } });
    return { code: groupCode(code), revokedAt: row.revokedAt!.toISOString() };
  });
}
