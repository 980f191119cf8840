-- CreateEnum
CREATE TYPE "InterventionAction" AS ENUM ('called-guardian', 'home-visit', 'meeting', 'referred', 'other');

-- CreateTable
CREATE TABLE "EarlyWarningRules" (
    "schoolId" TEXT NOT NULL,
    "consecutiveAbsences" INTEGER,
    "minAttendanceRate" INTEGER,
    "windowSchoolDays" INTEGER,
    "marksDrop" INTEGER,
    "missingMarksAfterDays" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EarlyWarningRules_pkey" PRIMARY KEY ("schoolId")
);

-- CreateTable
CREATE TABLE "Intervention" (
    "id" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "action" "InterventionAction" NOT NULL,
    "note" TEXT NOT NULL,
    "outcome" TEXT,
    "nextStepAction" TEXT,
    "nextStepDueOn" DATE,
    "ownerId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" TEXT,

    CONSTRAINT "Intervention_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Intervention_studentId_createdAt_idx" ON "Intervention"("studentId", "createdAt");

-- CreateIndex
CREATE INDEX "Intervention_schoolId_createdAt_idx" ON "Intervention"("schoolId", "createdAt");

-- CreateIndex
CREATE INDEX "Intervention_ownerId_idx" ON "Intervention"("ownerId");

-- AddForeignKey
ALTER TABLE "EarlyWarningRules" ADD CONSTRAINT "EarlyWarningRules_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intervention" ADD CONSTRAINT "Intervention_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intervention" ADD CONSTRAINT "Intervention_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intervention" ADD CONSTRAINT "Intervention_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intervention" ADD CONSTRAINT "Intervention_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intervention" ADD CONSTRAINT "Intervention_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
