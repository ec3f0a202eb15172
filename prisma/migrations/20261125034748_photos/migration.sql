-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "photoId" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "photoId" TEXT;

-- AlterTable
ALTER TABLE "BusinessSettings" ADD COLUMN     "storefrontPhotoId" TEXT;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "photoId" TEXT;

-- CreateTable
CREATE TABLE "Photo" (
    "id" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "widths" INTEGER[],
    "altEn" TEXT NOT NULL DEFAULT '',
    "altEs" TEXT NOT NULL DEFAULT '',
    "originalType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "Category" ADD CONSTRAINT "Category_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_storefrontPhotoId_fkey" FOREIGN KEY ("storefrontPhotoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;
