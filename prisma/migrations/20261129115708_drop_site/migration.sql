-- CreateEnum
CREATE TYPE "DropLocation" AS ENUM ('DRIVEWAY', 'DRIVEWAY_LEFT', 'DRIVEWAY_RIGHT', 'STREET', 'LAWN', 'SIDE_YARD', 'BACKYARD');

-- CreateEnum
CREATE TYPE "DropGround" AS ENUM ('PAVED', 'GRAVEL', 'GRASS', 'DIRT');

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "dropSite" JSONB;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "dropGround" "DropGround",
ADD COLUMN     "dropLocation" "DropLocation",
ADD COLUMN     "dropNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "gateWidthInches" INTEGER,
ADD COLUMN     "overheadObstacles" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "softGround" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "waiverAcceptedAt" TIMESTAMP(3),
ADD COLUMN     "waiverName" TEXT;
