-- Student profile and guardians (issue 34, docs/product-spec.md#students).

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('female', 'male', 'other');

-- CreateEnum
CREATE TYPE "GuardianRelationship" AS ENUM ('mother', 'father', 'guardian', 'grandparent', 'sibling', 'other');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'fr', 'rw');

-- AlterTable
ALTER TABLE "Student" ADD COLUMN     "dateOfBirth" DATE,
ADD COLUMN     "gender" "Gender",
ADD COLUMN     "studentCode" TEXT;

-- CreateTable
CREATE TABLE "Guardian" (
    "id" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "relationship" "GuardianRelationship" NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "language" "Language" NOT NULL DEFAULT 'rw',
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "consentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Guardian_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Guardian_phone_idx" ON "Guardian"("phone");

-- At most 3 guardians a student, whatever writes them: positions 1–3, each once. The two unique
-- constraints are checked at commit (DEFERRABLE), so an edit that reorders the list or moves a phone
-- from one guardian to another updates rows in place (their ids stay) without colliding midway.
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_position_check" CHECK ("position" BETWEEN 1 AND 3);
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_studentId_position_key" UNIQUE ("studentId", "position") DEFERRABLE INITIALLY DEFERRED;
-- One number is told once per student: the same phone twice would send every notice twice.
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_studentId_phone_key" UNIQUE ("studentId", "phone") DEFERRABLE INITIALLY DEFERRED;

-- The national student code is unique within a school when given: NULLs are distinct in a unique
-- index, so students without a code never collide (the services store "" as NULL).
CREATE UNIQUE INDEX "Student_schoolId_studentCode_key" ON "Student"("schoolId", "studentCode");

-- AddForeignKey
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;
