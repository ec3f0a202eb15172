-- The JWT sessions and the e-mail sign-in link never use NextAuth's Account and Session tables (the
-- Prisma adapter keeps only VerificationToken, for the links): both were always empty.

-- DropForeignKey
ALTER TABLE "Account" DROP CONSTRAINT "Account_userId_fkey";

-- DropForeignKey
ALTER TABLE "Session" DROP CONSTRAINT "Session_userId_fkey";

-- DropTable
DROP TABLE "Account";

-- DropTable
DROP TABLE "Session";
