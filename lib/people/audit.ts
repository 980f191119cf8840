import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/permissions";
import { PEOPLE_PAGE_SIZE, type PageQuery } from "@/lib/people/people.schema";

type Tx = Prisma.TransactionClient;

/** What a change was made to; the label is the name it had then, kept even if it is renamed later. */
interface AuditTarget {
  targetType: "user" | "school";
  targetId: string;
  targetLabel: string;
}

export const schoolTarget = (id: string, name: string): AuditTarget => ({
  targetType: "school",
  targetId: id,
  targetLabel: name,
});

export const userTarget = (id: string, username: string): AuditTarget => ({
  targetType: "user",
  targetId: id,
  targetLabel: username,
});

export interface AuditChange {
  action: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
}

/** One audit row, written in the same transaction as the change it records. */
export async function recordAudit(tx: Tx, actor: Actor, target: AuditTarget, change: AuditChange): Promise<void> {
  await tx.auditEntry.create({ data: { actorId: actor.id, actorUsername: actor.username, ...target, ...change } });
}

export async function listAudit(query: PageQuery) {
  const limit = query.limit ?? PEOPLE_PAGE_SIZE;
  const page = query.page ?? 1;
  const [total, rows] = await Promise.all([
    db.auditEntry.count(),
    db.auditEntry.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  return {
    total,
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.createdAt.toISOString(),
      actor: { _id: row.actorId, username: row.actorUsername },
      action: row.action,
      target: { type: row.targetType, _id: row.targetId, label: row.targetLabel },
      before: row.before,
      after: row.after,
    })),
  };
}
