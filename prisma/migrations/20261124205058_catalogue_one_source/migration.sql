-- DropIndex
DROP INDEX "Category_slugEn_key";

-- DropIndex
DROP INDEX "Category_slugEs_key";

-- AlterTable
ALTER TABLE "Category" DROP COLUMN "slugEn",
DROP COLUMN "slugEs";

-- AlterTable
ALTER TABLE "ServiceArea" ADD COLUMN     "minimumOrderCents" INTEGER,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- The specification's minimum orders for the areas already seeded (staff change them in /admin → Areas).
UPDATE "ServiceArea" SET "minimumOrderCents" = CASE "slug"
  WHEN 'the-woodlands' THEN 15000
  WHEN 'cypress' THEN 15000
  WHEN 'magnolia' THEN 10000
  WHEN 'conroe' THEN 12500
  WHEN 'spring' THEN 13500
END
WHERE "minimumOrderCents" IS NULL AND "slug" IN ('the-woodlands', 'cypress', 'magnolia', 'conroe', 'spring');
