-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('PAYMENT', 'REFUND', 'PALLET_CREDIT', 'REVERSAL');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('CASH', 'CHECK', 'CARD_IN_PERSON', 'CARD_ONLINE');

-- CreateEnum
CREATE TYPE "DepositMode" AS ENUM ('NONE', 'PERCENT', 'FIXED');

-- CreateTable
CREATE TABLE "OrderPayment" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "kind" "PaymentKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "method" "PaymentMethod",
    "reference" TEXT NOT NULL DEFAULT '',
    "recordedById" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "reversesId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 1,
    "depositMode" "DepositMode" NOT NULL DEFAULT 'NONE',
    "depositPercent" INTEGER NOT NULL DEFAULT 0,
    "depositFixedCents" INTEGER NOT NULL DEFAULT 0,
    "depositThresholdCents" INTEGER NOT NULL DEFAULT 0,
    "sodAlwaysDeposit" BOOLEAN NOT NULL DEFAULT false,
    "balanceDueDays" INTEGER,
    "palletDepositCents" INTEGER NOT NULL DEFAULT 0,
    "creditReturnedPallets" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderPayment_idempotencyKey_key" ON "OrderPayment"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "OrderPayment_reversesId_key" ON "OrderPayment"("reversesId");

-- CreateIndex
CREATE INDEX "OrderPayment_orderId_createdAt_idx" ON "OrderPayment"("orderId", "createdAt");

-- AddForeignKey
ALTER TABLE "OrderPayment" ADD CONSTRAINT "OrderPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderPayment" ADD CONSTRAINT "OrderPayment_reversesId_fkey" FOREIGN KEY ("reversesId") REFERENCES "OrderPayment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
