-- AlterTable
ALTER TABLE "Coach" ADD COLUMN     "locale" TEXT;
