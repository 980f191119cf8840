-- Signed report cards (docs/design.md#signed-cards): the public keys cards are signed with, kept by
-- key id for ever, and each issued card with its short code, its signed facts and its signature.
-- CreateTable
CREATE TABLE "ReportCardKey" (
    "id" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportCardKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IssuedReportCard" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "academicYear" TEXT NOT NULL,
    "academicTerm" "AcademicTerm",
    "keyId" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "revokedById" TEXT,
    "liveKey" TEXT,

    CONSTRAINT "IssuedReportCard_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IssuedReportCard_code_key" ON "IssuedReportCard"("code");

-- CreateIndex
CREATE UNIQUE INDEX "IssuedReportCard_liveKey_key" ON "IssuedReportCard"("liveKey");

-- CreateIndex
CREATE INDEX "IssuedReportCard_studentId_academicYear_idx" ON "IssuedReportCard"("studentId", "academicYear");

-- CreateIndex
CREATE INDEX "IssuedReportCard_schoolId_idx" ON "IssuedReportCard"("schoolId");

-- AddForeignKey
ALTER TABLE "IssuedReportCard" ADD CONSTRAINT "IssuedReportCard_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssuedReportCard" ADD CONSTRAINT "IssuedReportCard_keyId_fkey" FOREIGN KEY ("keyId") REFERENCES "ReportCardKey"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
