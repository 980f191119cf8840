-- CreateEnum
CREATE TYPE "CommenterRole" AS ENUM ('teacher', 'mentor');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'mentor';

-- DropIndex
DROP INDEX "Attendance_date_idx";

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "commenterRole" "CommenterRole" NOT NULL DEFAULT 'teacher',
ADD COLUMN     "lessonObservation" TEXT,
ADD COLUMN     "modelLesson" TEXT;

-- AlterTable
ALTER TABLE "Mark" ADD COLUMN     "maxMarks" INTEGER NOT NULL DEFAULT 100;

-- AlterTable
ALTER TABLE "TrackingEvent" ADD COLUMN     "preciseLocation" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "GeocodeCache" (
    "key" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GeocodeCache_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "GeocodeCache_expiresAt_idx" ON "GeocodeCache"("expiresAt");

-- CreateIndex
CREATE INDEX "Attendance_date_classId_studentId_idx" ON "Attendance"("date", "classId", "studentId");

-- CreateIndex
CREATE INDEX "Comment_commenterRole_createdAt_idx" ON "Comment"("commenterRole", "createdAt");

-- CreateIndex
CREATE INDEX "TrackingEvent_preciseLocation_createdAt_idx" ON "TrackingEvent"("preciseLocation", "createdAt");

-- Data: marks recorded before "maxMarks" existed keep a maximum they fit under; tracked positions
-- stored so far count as precise until the 30-day rounding reaches them.
UPDATE "Mark" SET "maxMarks" = "totalMarks" WHERE "totalMarks" > 100;
UPDATE "TrackingEvent" SET "preciseLocation" = true WHERE ("location" -> 'coordinates' ->> 'latitude') IS NOT NULL;
