-- CreateEnum
CREATE TYPE "DeliveryOutcome" AS ENUM ('DELIVERED', 'NOT_DELIVERED');

-- CreateEnum
CREATE TYPE "NotDeliveredReason" AS ENUM ('SITE_BLOCKED', 'NOBODY_THERE', 'REFUSED');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'DRIVER';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "driverId" TEXT,
ADD COLUMN     "returnTripFeeCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PaymentSettings" ADD COLUMN     "returnTripFeeCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "DeliveryAttempt" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "driverId" TEXT NOT NULL,
    "outcome" "DeliveryOutcome" NOT NULL,
    "reason" "NotDeliveredReason",
    "photoIds" UUID[],
    "photoWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "signatureId" UUID,
    "receivedBy" TEXT NOT NULL DEFAULT '',
    "leftOnSite" BOOLEAN NOT NULL DEFAULT false,
    "palletsReturned" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT NOT NULL DEFAULT '',
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "happenedAt" TIMESTAMP(3) NOT NULL,
    "feeCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriverAction" (
    "key" TEXT NOT NULL,
    "driverId" TEXT NOT NULL,
    "orderId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "outcome" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriverAction_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "DeliveryAttempt_orderId_createdAt_idx" ON "DeliveryAttempt"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "DriverAction_orderId_idx" ON "DriverAction"("orderId");

-- CreateIndex
CREATE INDEX "Order_driverId_deliveryDate_idx" ON "Order"("driverId", "deliveryDate");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_driverId_fkey" FOREIGN KEY ("driverId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryAttempt" ADD CONSTRAINT "DeliveryAttempt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriverAction" ADD CONSTRAINT "DriverAction_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
