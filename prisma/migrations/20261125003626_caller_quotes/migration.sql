-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "contactEmail" TEXT,
ADD COLUMN     "contactName" TEXT,
ADD COLUMN     "contactPhone" TEXT,
ADD COLUMN     "createdById" TEXT,
ALTER COLUMN "userId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "QuoteLine" ADD COLUMN     "priceReason" TEXT;

-- CreateIndex
CREATE INDEX "Quote_contactEmail_idx" ON "Quote"("contactEmail");
