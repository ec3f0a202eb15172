-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'REVOKED';

-- AlterTable
ALTER TABLE "ProductUnit" ADD COLUMN     "memberPriceCents" INTEGER;

-- AlterTable
ALTER TABLE "QuoteLine" ADD COLUMN     "regularUnitPriceCents" INTEGER;

-- AlterTable
ALTER TABLE "MembershipApplication" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "tierId" TEXT,
ADD COLUMN     "userId" TEXT;

-- CreateTable
CREATE TABLE "MemberTier" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "discountBasisPoints" INTEGER NOT NULL,
    "volumeRules" JSONB NOT NULL DEFAULT '[]',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberTier_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MembershipApplication_userId_status_idx" ON "MembershipApplication"("userId", "status");

-- CreateIndex
CREATE INDEX "MembershipApplication_email_idx" ON "MembershipApplication"("email");

-- AddForeignKey
ALTER TABLE "MembershipApplication" ADD CONSTRAINT "MembershipApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipApplication" ADD CONSTRAINT "MembershipApplication_tierId_fkey" FOREIGN KEY ("tierId") REFERENCES "MemberTier"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Seed the three tiers the site promises (up to 15%), renamed and changed by staff in the back office
INSERT INTO "MemberTier" ("id", "name", "discountBasisPoints", "sortOrder", "updatedAt") VALUES
  ('member-tier-5', 'Member 5%', 500, 1, CURRENT_TIMESTAMP),
  ('member-tier-10', 'Member 10%', 1000, 2, CURRENT_TIMESTAMP),
  ('member-tier-15', 'Member 15%', 1500, 3, CURRENT_TIMESTAMP);

-- Link applications already received to the accounts with the same e-mail
UPDATE "MembershipApplication" a SET "userId" = u."id" FROM "User" u WHERE u."email" = lower(trim(a."email")) AND a."userId" IS NULL;
