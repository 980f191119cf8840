-- AlterTable
ALTER TABLE "School" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'Africa/Kigali';
