// An order's money (issue 45): what the owner's rules ask for (deposit at acceptance, a deposit per
// pallet, the balance and when it is due) and what the ledger's rows say was paid, refunded and
// credited. Integer cents only; rows are never changed, a REVERSAL row undoes the row it names.
import { addDays } from './delivery-date';
import type { DepositMode, PaymentKind } from './enums';

export interface PaymentRules {
  depositMode: DepositMode;
  /** Whole percent of the order total (PERCENT). */
  depositPercent: number;
  /** FIXED: this many cents, at most the order total. */
  depositFixedCents: number;
  /** The deposit applies to orders whose total is above this. */
  depositThresholdCents: number;
  /** Orders with sod (cut to order, never resold) need the deposit whatever their total. */
  sodAlwaysDeposit: boolean;
  /** Days before delivery the balance is due; null: at delivery. */
  balanceDueDays: number | null;
  palletDepositCents: number;
  creditReturnedPallets: boolean;
  /** Charged when a delivery could not be made at the site (issue 46); the order keeps what was charged. */
  returnTripFeeCents: number;
}

export interface OrderMoney {
  /** The accepted quote's total. */
  totalCents: number;
  /** Pallets on the truck (a half pallet rides on a whole one). */
  pallets: number;
  hasSod: boolean;
  /** YYYY-MM-DD on the business calendar. */
  deliveryDate: string;
  cancelled: boolean;
  /** Return-trip fees charged when a delivery could not be made (issue 46): owed besides the total. */
  returnTripFeeCents: number;
}

export interface LedgerRow {
  id: string;
  kind: PaymentKind;
  amountCents: number;
  reversesId: string | null;
}

/** Pallets as a truck carries them: half pallets are rounded up to a whole one. */
export const wholePallets = (pallets: number) => Math.ceil(pallets);

/** The deposit due at acceptance under the owner's rules (0 when none applies). */
export function depositRequired(order: Pick<OrderMoney, 'totalCents' | 'hasSod'>, rules: PaymentRules): number {
  const applies = order.totalCents > rules.depositThresholdCents || (rules.sodAlwaysDeposit && order.hasSod);
  if (!applies) return 0;
  if (rules.depositMode === 'PERCENT') return Math.floor((order.totalCents * rules.depositPercent + 50) / 100);
  if (rules.depositMode === 'FIXED') return Math.min(rules.depositFixedCents, order.totalCents);
  return 0;
}

export const palletDeposit = (pallets: number, rules: PaymentRules) => wholePallets(pallets) * rules.palletDepositCents;

/** What the rows add up to, each reversal taking back the row it names. */
export function ledgerSums(rows: readonly LedgerRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sums = { paidCents: 0, refundedCents: 0, creditedCents: 0 };
  const add = (kind: PaymentKind, cents: number) => {
    if (kind === 'PAYMENT') sums.paidCents += cents;
    else if (kind === 'REFUND') sums.refundedCents += cents;
    else if (kind === 'PALLET_CREDIT') sums.creditedCents += cents;
  };
  for (const row of rows) {
    if (row.kind !== 'REVERSAL') add(row.kind, row.amountCents);
    else {
      const reversed = row.reversesId ? byId.get(row.reversesId) : undefined;
      if (reversed && reversed.kind !== 'REVERSAL') add(reversed.kind, -reversed.amountCents);
    }
  }
  return sums;
}

export type LedgerSummary = ReturnType<typeof ledgerSummary>;

/**
 * The order's account: owed = total + pallet deposit + return-trip fees, less pallets credited and
 * what was paid net of refunds. Once cancelled an order owes only its return-trip fees: those
 * trips were made, and cancelling does not undo them. A negative balance is owed back to the
 * customer. The deposit is a share of the quote's total only.
 */
export function ledgerSummary(order: OrderMoney, rules: PaymentRules, rows: readonly LedgerRow[]) {
  const { paidCents, refundedCents, creditedCents } = ledgerSums(rows);
  const netPaidCents = paidCents - refundedCents;
  const palletDepositCents = order.cancelled ? 0 : palletDeposit(order.pallets, rules);
  const returnTripFeeCents = order.returnTripFeeCents;
  const owedCents = order.cancelled ? returnTripFeeCents : order.totalCents + palletDepositCents + returnTripFeeCents;
  const depositCents = order.cancelled ? 0 : depositRequired(order, rules);
  const balanceCents = owedCents - creditedCents - netPaidCents;
  return {
    totalCents: order.totalCents,
    palletDepositCents,
    returnTripFeeCents,
    owedCents,
    depositRequiredCents: depositCents,
    depositOutstandingCents: Math.max(0, depositCents - netPaidCents),
    paidCents,
    refundedCents,
    creditedCents,
    netPaidCents,
    balanceCents,
    /** When the balance is due: N days before delivery, or the delivery date itself ("at delivery"). */
    balanceDueDate: rules.balanceDueDays === null ? order.deliveryDate : addDays(order.deliveryDate, -rules.balanceDueDays),
    balanceDueAtDelivery: rules.balanceDueDays === null,
    /** What a pallet credit may still give back. */
    palletCreditLeftCents: Math.max(0, palletDepositCents - creditedCents),
  };
}

/** Why an entry is refused (orders:payments.errors.<code>, translated at the edge). */
export type LedgerIssue =
  | 'amountNotPositive'
  | 'aboveBalance'
  | 'refundAbovePaid'
  | 'orderCancelled'
  | 'palletsNotCredited'
  | 'creditAbovePalletDeposit'
  | 'alreadyReversed'
  | 'reverseReversal'
  | 'reversalBelowZero';

/** Whether a new payment, refund or pallet credit of `amountCents` may be added. */
export function entryIssue(kind: Exclude<PaymentKind, 'REVERSAL'>, amountCents: number, summary: LedgerSummary, order: Pick<OrderMoney, 'cancelled'>, rules: PaymentRules): LedgerIssue | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'amountNotPositive';
  if (kind === 'PAYMENT') {
    // A cancelled order takes a payment only towards a return-trip fee it still owes.
    if (order.cancelled && summary.balanceCents <= 0) return 'orderCancelled';
    return amountCents > summary.balanceCents ? 'aboveBalance' : null;
  }
  if (kind === 'REFUND') return amountCents > summary.netPaidCents ? 'refundAbovePaid' : null;
  if (!rules.creditReturnedPallets) return 'palletsNotCredited';
  return amountCents > summary.palletCreditLeftCents ? 'creditAbovePalletDeposit' : null;
}

/** Whether `target` may be reversed: once only, never a reversal, and never to a negative amount paid. */
export function reversalIssue(target: LedgerRow, rows: readonly LedgerRow[]): LedgerIssue | null {
  if (target.kind === 'REVERSAL') return 'reverseReversal';
  if (rows.some((row) => row.kind === 'REVERSAL' && row.reversesId === target.id)) return 'alreadyReversed';
  if (target.kind === 'PAYMENT') {
    const { paidCents, refundedCents } = ledgerSums(rows);
    if (paidCents - target.amountCents < refundedCents) return 'reversalBelowZero';
  }
  return null;
}

/** The rows that stand: neither a reversal nor reversed (a mistake and its undoing cancel out). */
export function standingRows<R extends LedgerRow>(rows: readonly R[]): R[] {
  const reversed = new Set(rows.map((row) => row.reversesId).filter(Boolean));
  return rows.filter((row) => row.kind !== 'REVERSAL' && !reversed.has(row.id));
}

/** Scheduling waits for the deposit unless staff say why (true: refuse without a reason). */
export const depositBlocksScheduling = (summary: LedgerSummary) => summary.depositOutstandingCents > 0;
