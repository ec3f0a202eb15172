-- Units for the products that exist already (a migration of its own: PostgreSQL lets a new enum
-- value be used only after the transaction that added it). Same figures as the seed
-- (src/content/units.ts): grass by the pallet, half pallet, piece and square foot (the price
-- book price is per square foot), bulk by the cubic yard, mulch and soil also by the half yard,
-- rock also by the ton. Every unit is priced from the price book until staff give it a price.
INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_pallet_' || p."id", p."id", 'PALLET', CASE WHEN p."slug" LIKE '%bermuda%' THEN 50400 ELSE 45000 END, 1
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" = 'grass'
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_half_pallet_' || p."id", p."id", 'HALF_PALLET', CASE WHEN p."slug" LIKE '%bermuda%' THEN 25200 ELSE 22500 END, 2
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" = 'grass'
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_piece_' || p."id", p."id", 'PIECE', 267, 3
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" = 'grass'
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_sq_ft_' || p."id", p."id", 'SQ_FT', 100, 4
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" = 'grass'
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_yard_' || p."id", p."id", 'CUBIC_YARD', 100, 1
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" <> 'grass'
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_half_yard_' || p."id", p."id", 'HALF_YARD', 50, 2
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" IN ('mulch', 'soil')
ON CONFLICT ("productId", "unit") DO NOTHING;

INSERT INTO "ProductUnit" ("id", "productId", "unit", "baseHundredths", "sortOrder")
SELECT 'pu_ton_' || p."id", p."id", 'TON', 71, 3
FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE c."key" = 'rock'
ON CONFLICT ("productId", "unit") DO NOTHING;
