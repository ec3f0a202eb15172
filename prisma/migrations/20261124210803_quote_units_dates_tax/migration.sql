-- CreateEnum
CREATE TYPE "Fulfilment" AS ENUM ('DELIVERY', 'PICKUP');

-- CreateEnum
CREATE TYPE "MilesSource" AS ENUM ('ESTIMATED', 'TYPED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "QuoteUnit" ADD VALUE 'SQ_FT';
ALTER TYPE "QuoteUnit" ADD VALUE 'HALF_YARD';
ALTER TYPE "QuoteUnit" ADD VALUE 'TON';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "taxExempt" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "fulfilment" "Fulfilment" NOT NULL DEFAULT 'DELIVERY',
ADD COLUMN     "milesSource" "MilesSource" NOT NULL DEFAULT 'TYPED',
ADD COLUMN     "minimumOrderCents" INTEGER,
ADD COLUMN     "requestedDate" DATE,
ADD COLUMN     "smallOrderFeeCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "validUntil" TIMESTAMP(3),
ADD COLUMN     "zip" VARCHAR(5);

-- CreateTable
CREATE TABLE "ProductUnit" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "unit" "QuoteUnit" NOT NULL,
    "baseHundredths" INTEGER NOT NULL,
    "listPriceCents" INTEGER,
    "salePriceCents" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "ProductUnit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProductUnit_productId_unit_key" ON "ProductUnit"("productId", "unit");

-- AddForeignKey
ALTER TABLE "ProductUnit" ADD CONSTRAINT "ProductUnit_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
