-- The order ledger only grows (issue 45): a row is never changed or removed, a mistake is undone
-- by a REVERSAL row. The database turns an UPDATE or DELETE of a row into nothing, whatever the
-- caller (Prisma's update and delete then find no row). Rules, not a trigger: the migration
-- engine runs a file statement by statement, split at each semicolon.
CREATE RULE "OrderPayment_no_update" AS ON UPDATE TO "OrderPayment" DO INSTEAD NOTHING;

CREATE RULE "OrderPayment_no_delete" AS ON DELETE TO "OrderPayment" DO INSTEAD NOTHING;
