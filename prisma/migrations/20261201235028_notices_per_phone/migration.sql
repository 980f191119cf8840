-- DropIndex
DROP INDEX "Notice_studentId_date_guardianId_kind_key";

-- AlterTable
ALTER TABLE "Notice" ADD COLUMN     "bundledIn" TEXT,
ADD COLUMN     "recipientKey" TEXT;

-- AlterTable
ALTER TABLE "School" ADD COLUMN     "senderName" TEXT;

-- Key one row per (student, day, address, kind): the one already sent if any, else the oldest. The
-- others (a guardian removed and entered again wrote a second row for the same phone) stay unkeyed: the
-- dispatcher cancels any still waiting, as the address was told already (docs/design.md#notices).
UPDATE "Notice" n SET "recipientKey" = CASE WHEN n."channel" = 'email' THEN lower(n."to") ELSE n."to" END
FROM (
  SELECT DISTINCT ON ("studentId", "date", CASE WHEN "channel" = 'email' THEN lower("to") ELSE "to" END, "kind") id
  FROM "Notice"
  ORDER BY "studentId", "date", CASE WHEN "channel" = 'email' THEN lower("to") ELSE "to" END, "kind",
    ("status" IN ('sent', 'delivered', 'failed')) DESC, "createdAt", id
) first
WHERE n.id = first.id;

-- CreateIndex
CREATE UNIQUE INDEX "Notice_studentId_date_recipientKey_kind_key" ON "Notice"("studentId", "date", "recipientKey", "kind");
