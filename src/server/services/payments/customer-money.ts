// An order's money as its customer sees it (issue 45): what is owed, paid and still due, and
// when, from the same ledger and rules staff work with; before acceptance, the terms the
// acceptance would bring (deposit, pallet deposit, when the balance is due). Corrections staff
// made (a row and its reversal) are not the customer's business: the timeline lists what stands.
import type { Db } from '@/server/db/client';
import { ledgerSummary, standingRows } from '@/domain/ledger';
import { businessClock } from '@/domain/delivery-date';
import { loadPaymentRules } from './payment-settings';
import { orderMoney, readLedger } from './order-ledger';

/** The order's account and its payments, refunds and pallet credits, each once. */
export async function customerMoney(db: Db, orderId: string) {
  const rules = await loadPaymentRules(db);
  const { money, rows, summary } = await readLedger(db, orderId, rules);
  return {
    totalCents: summary.totalCents,
    palletDepositCents: summary.palletDepositCents,
    pallets: money.pallets,
    returnTripFeeCents: summary.returnTripFeeCents,
    owedCents: summary.owedCents,
    depositRequiredCents: summary.depositRequiredCents,
    depositOutstandingCents: summary.depositOutstandingCents,
    netPaidCents: summary.netPaidCents,
    creditedCents: summary.creditedCents,
    balanceCents: summary.balanceCents,
    balanceDueDate: summary.balanceDueDate,
    balanceDueAtDelivery: summary.balanceDueAtDelivery,
    creditReturnedPallets: rules.creditReturnedPallets,
    entries: standingRows(rows).map((row) => ({ kind: row.kind as 'PAYMENT' | 'REFUND' | 'PALLET_CREDIT', amountCents: row.amountCents, method: row.method, createdAt: row.createdAt })),
  };
}

export type CustomerMoney = Awaited<ReturnType<typeof customerMoney>>;

type TermsQuote = Parameters<typeof orderMoney>[0] & { requestedDate: Date | null };

/** What accepting this quote asks for under today's rules. */
export async function paymentTerms(db: Db, quote: TermsQuote, now: Date) {
  const rules = await loadPaymentRules(db);
  const money = orderMoney(quote, quote.requestedDate?.toISOString().slice(0, 10) ?? businessClock(now).date, false);
  const summary = ledgerSummary(money, rules, []);
  return {
    depositCents: summary.depositRequiredCents,
    palletDepositCents: summary.palletDepositCents,
    pallets: money.pallets,
    owedCents: summary.owedCents,
    balanceDueDays: rules.balanceDueDays,
    creditReturnedPallets: rules.creditReturnedPallets,
  };
}

export type PaymentTerms = Awaited<ReturnType<typeof paymentTerms>>;
