-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "installation" BOOLEAN NOT NULL DEFAULT false;
