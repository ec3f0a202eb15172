-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "truckId" UUID;

-- CreateTable
CREATE TABLE "Truck" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "palletCapacity" INTEGER NOT NULL,
    "yardTenths" INTEGER NOT NULL,
    "tonTenths" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Truck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Truck_name_key" ON "Truck"("name");

-- CreateIndex
CREATE INDEX "Order_truckId_idx" ON "Order"("truckId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_truckId_fkey" FOREIGN KEY ("truckId") REFERENCES "Truck"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
