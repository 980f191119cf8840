// What a genuine provider callback changes (lib/notices/receipts.ts decides it is genuine).
import { db, sql } from "@/lib/db";
import type { Receipt } from "@/lib/notices/receipts";

/**
 * A delivery report moves a sent notice to delivered or failed (a report for an unknown id, or one
 * arriving twice, changes nothing). An opt-out withdraws consent from every guardian with that number
 * and cancels what was still waiting for them, in one transaction.
 */
export async function applyReceipt(receipt: Receipt): Promise<{ changed: number }> {
  if (receipt.kind === "status") {
    if (receipt.status === "pending") return { changed: 0 };
    const changed =
      receipt.status === "delivered"
        ? await sql(db).run`
            UPDATE "Notice" SET "status" = 'delivered', "deliveredAt" = now(), "updatedAt" = now()
            WHERE "providerId" = ${receipt.providerId} AND "status" = 'sent'`
        : await sql(db).run`
            UPDATE "Notice" SET "status" = 'failed', "reason" = 'undelivered', "error" = ${receipt.error}, "updatedAt" = now()
            WHERE "providerId" = ${receipt.providerId} AND "status" IN ('sent', 'delivered')`;
    return { changed };
  }
  if (receipt.kind === "stop") {
    const phone = receipt.phone.trim();
    return db.$transaction(async (tx) => {
      const changed = await sql(tx).run`
        UPDATE "Guardian" SET "consent" = false, "consentAt" = NULL, "updatedAt" = now()
        WHERE "phone" = ${phone} AND "consent"`;
      await sql(tx).run`
        UPDATE "Notice" SET "status" = 'cancelled', "reason" = 'no-consent', "updatedAt" = now()
        WHERE ("guardianId" IN (SELECT id FROM "Guardian" WHERE "phone" = ${phone}) OR "to" = ${phone})
          AND "status" IN ('queued', 'held') AND "claimedAt" IS NULL`;
      return { changed };
    });
  }
  return { changed: 0 };
}
