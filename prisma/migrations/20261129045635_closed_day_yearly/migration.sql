-- AlterTable
ALTER TABLE "ClosedDay" ADD COLUMN     "yearly" BOOLEAN NOT NULL DEFAULT false;
