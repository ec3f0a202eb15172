// An order's ledger for staff (issue 45; services/payments/order-ledger.ts): read it with its
// balance, add a payment, refund or pallet credit, reverse a row. Rows are never edited.
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as ledger from '@/server/services/payments/order-ledger';
import { ledgerInput, palletCreditInput, recordEntryInput, reverseEntryInput } from '@/domain/payment-schema';

export const adminOrderPaymentsRouter = createTRPCRouter({
  list: staffProcedure.input(ledgerInput).query(({ ctx, input }) => ledger.getLedger(ctx.db, input.orderId)),
  record: staffProcedure.input(recordEntryInput).mutation(({ ctx, input }) => ledger.recordEntry(ctx.db, ctx.user.id, input)),
  palletCredit: staffProcedure.input(palletCreditInput).mutation(({ ctx, input }) => ledger.recordPalletCredit(ctx.db, ctx.user.id, input)),
  reverse: staffProcedure.input(reverseEntryInput).mutation(({ ctx, input }) => ledger.reverseEntry(ctx.db, ctx.user.id, input)),
});
