-- AlterTable
ALTER TABLE "OrderDocument" ADD COLUMN     "creditedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "palletDepositCents" INTEGER NOT NULL DEFAULT 0;
