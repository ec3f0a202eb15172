-- CreateIndex
CREATE INDEX "DeliveryAttempt_photoIds_idx" ON "DeliveryAttempt" USING GIN ("photoIds");

-- CreateIndex
CREATE INDEX "DeliveryAttempt_signatureId_idx" ON "DeliveryAttempt"("signatureId");
