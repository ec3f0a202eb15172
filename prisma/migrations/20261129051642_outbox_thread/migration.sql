-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "thread" TEXT;

-- CreateIndex
CREATE INDEX "EmailOutbox_thread_createdAt_idx" ON "EmailOutbox"("thread", "createdAt");
