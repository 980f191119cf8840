-- AlterTable
ALTER TABLE "EarlyWarningRules" ADD COLUMN     "minRecordedDays" INTEGER DEFAULT 10;
