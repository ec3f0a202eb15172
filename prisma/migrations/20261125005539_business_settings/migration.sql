-- CreateTable
CREATE TABLE "BusinessSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "street" TEXT,
    "city" TEXT,
    "region" TEXT NOT NULL DEFAULT 'TX',
    "postalCode" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "hours" JSONB NOT NULL,
    "hoursNoteEn" TEXT NOT NULL DEFAULT '',
    "hoursNoteEs" TEXT NOT NULL DEFAULT '',
    "founder" TEXT,
    "foundedYear" INTEGER NOT NULL DEFAULT 2024,
    "serviceRadiusMiles" INTEGER NOT NULL DEFAULT 30,
    "aboutFigures" JSONB NOT NULL,
    "facebookUrl" TEXT,
    "instagramUrl" TEXT,
    "mapUrl" TEXT,
    "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 825,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessSettings_pkey" PRIMARY KEY ("id")
);
