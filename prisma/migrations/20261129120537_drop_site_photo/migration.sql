-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "dropPhotoId" UUID,
ADD COLUMN     "dropPhotoWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
