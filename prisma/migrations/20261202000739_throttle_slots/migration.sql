-- AlterTable
ALTER TABLE "RateLimit" ADD COLUMN     "pending" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pendingUntil" TIMESTAMP(3);
