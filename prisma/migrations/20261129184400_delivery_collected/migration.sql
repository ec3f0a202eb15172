-- AlterTable
ALTER TABLE "DeliveryAttempt" ADD COLUMN     "collectedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "collectedMethod" "PaymentMethod",
ADD COLUMN     "collectedPaymentId" UUID,
ADD COLUMN     "collectedReference" TEXT NOT NULL DEFAULT '';
