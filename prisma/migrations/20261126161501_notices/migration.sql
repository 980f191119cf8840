-- Absence notices: per-school rules and the outbox (issue 34, docs/product-spec.md#notices).

-- CreateEnum
CREATE TYPE "NoticeKind" AS ENUM ('absence', 'correction');

-- CreateEnum
CREATE TYPE "NoticeStatus" AS ENUM ('queued', 'sent', 'delivered', 'failed', 'cancelled', 'held');

-- CreateTable
CREATE TABLE "NoticeRule" (
    "schoolId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "statuses" "AttendanceStatus"[] DEFAULT ARRAY['absent']::"AttendanceStatus"[],
    "sendAfterMinutes" INTEGER NOT NULL DEFAULT 60,
    "quietFrom" INTEGER,
    "quietTo" INTEGER,
    "monthlyLimit" INTEGER NOT NULL DEFAULT 1000,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NoticeRule_pkey" PRIMARY KEY ("schoolId")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "guardianId" TEXT,
    "kind" "NoticeKind" NOT NULL,
    "attendanceStatus" "AttendanceStatus" NOT NULL,
    "channel" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" "NoticeStatus" NOT NULL DEFAULT 'queued',
    "reason" TEXT,
    "error" TEXT,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "attemptAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMP(3),
    "claimedBy" TEXT,
    "providerId" TEXT,
    "sentAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Notice_status_attemptAt_idx" ON "Notice"("status", "attemptAt");

-- CreateIndex
CREATE INDEX "Notice_schoolId_date_idx" ON "Notice"("schoolId", "date");

-- CreateIndex
CREATE INDEX "Notice_schoolId_sentAt_idx" ON "Notice"("schoolId", "sentAt");

-- CreateIndex
CREATE INDEX "Notice_providerId_idx" ON "Notice"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "Notice_studentId_date_guardianId_kind_key" ON "Notice"("studentId", "date", "guardianId", "kind");

-- AddForeignKey
ALTER TABLE "NoticeRule" ADD CONSTRAINT "NoticeRule_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The rule's bounds hold whatever writes it (the API's schema says the same, lib/validation/notices.ts).
ALTER TABLE "NoticeRule" ADD CONSTRAINT "NoticeRule_bounds_check" CHECK (
  "sendAfterMinutes" BETWEEN 0 AND 240
  AND "monthlyLimit" BETWEEN 0 AND 100000
  AND (("quietFrom" IS NULL AND "quietTo" IS NULL)
    OR ("quietFrom" BETWEEN 0 AND 1439 AND "quietTo" BETWEEN 0 AND 1439 AND "quietFrom" <> "quietTo"))
);
