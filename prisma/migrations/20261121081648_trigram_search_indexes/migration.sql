-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_name_trgm_idx" ON "User" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Lead_name_trgm_idx" ON "Lead" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Lead_email_trgm_idx" ON "Lead" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Lead_phone_trgm_idx" ON "Lead" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MembershipApplication_companyName_trgm_idx" ON "MembershipApplication" USING GIN ("companyName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MembershipApplication_email_trgm_idx" ON "MembershipApplication" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MembershipApplication_phone_trgm_idx" ON "MembershipApplication" USING GIN ("phone" gin_trgm_ops);
