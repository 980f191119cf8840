-- AlterTable
ALTER TABLE "School" ADD COLUMN     "yearStartMonth" INTEGER NOT NULL DEFAULT 9;
