-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('RECEIPT', 'INVOICE');

-- CreateTable
CREATE TABLE "OrderDocument" (
    "id" UUID NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "year" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "orderId" UUID NOT NULL,
    "paymentId" UUID,
    "language" "Language" NOT NULL,
    "paidCents" INTEGER NOT NULL,
    "balanceCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("year")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderDocument_number_key" ON "OrderDocument"("number");

-- CreateIndex
CREATE UNIQUE INDEX "OrderDocument_paymentId_key" ON "OrderDocument"("paymentId");

-- CreateIndex
CREATE INDEX "OrderDocument_orderId_createdAt_idx" ON "OrderDocument"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderDocument_year_seq_key" ON "OrderDocument"("year", "seq");

-- AddForeignKey
ALTER TABLE "OrderDocument" ADD CONSTRAINT "OrderDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderDocument" ADD CONSTRAINT "OrderDocument_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "OrderPayment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
