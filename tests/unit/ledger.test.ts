// An order's money (issue 45): the deposit, the pallet deposit, the balance and when it is due,
// and the entries the ledger refuses, table by table.
import { describe, expect, it } from 'vitest';
import { depositRequired, entryIssue, ledgerSummary, palletDeposit, reversalIssue, type LedgerRow, type OrderMoney, type PaymentRules } from '@/domain/ledger';
import { readTypedMoney } from '@/domain/typed-money';

const rules = (over: Partial<PaymentRules> = {}): PaymentRules => ({
  depositMode: 'NONE',
  depositPercent: 0,
  depositFixedCents: 0,
  depositThresholdCents: 0,
  sodAlwaysDeposit: false,
  balanceDueDays: null,
  palletDepositCents: 0,
  creditReturnedPallets: true,
  returnTripFeeCents: 0,
  ...over,
});
const order = (over: Partial<OrderMoney> = {}): OrderMoney => ({ totalCents: 100_000, pallets: 0, hasSod: false, deliveryDate: '2026-12-10', cancelled: false, returnTripFeeCents: 0, ...over });
let n = 0;
const row = (kind: LedgerRow['kind'], amountCents: number, reversesId: string | null = null): LedgerRow => ({ id: `r${++n}`, kind, amountCents, reversesId });

describe('the deposit due at acceptance', () => {
  it.each([
    ['no deposit rule', rules(), order(), 0],
    ['25% of $1,000.00', rules({ depositMode: 'PERCENT', depositPercent: 25 }), order(), 25_000],
    ['33% of $10.01 rounds half up to whole cents', rules({ depositMode: 'PERCENT', depositPercent: 33 }), order({ totalCents: 1001 }), 330],
    ['50% of $0.03 is 2 cents', rules({ depositMode: 'PERCENT', depositPercent: 50 }), order({ totalCents: 3 }), 2],
    ['a fixed $200.00', rules({ depositMode: 'FIXED', depositFixedCents: 20_000 }), order(), 20_000],
    ['a fixed amount never above the total', rules({ depositMode: 'FIXED', depositFixedCents: 20_000 }), order({ totalCents: 15_000 }), 15_000],
    ['at the threshold: none', rules({ depositMode: 'PERCENT', depositPercent: 50, depositThresholdCents: 100_000 }), order(), 0],
    ['one cent above the threshold', rules({ depositMode: 'PERCENT', depositPercent: 50, depositThresholdCents: 99_999 }), order(), 50_000],
    ['sod below the threshold when sod always needs it', rules({ depositMode: 'PERCENT', depositPercent: 50, depositThresholdCents: 500_000, sodAlwaysDeposit: true }), order({ hasSod: true }), 50_000],
    ['no sod below the threshold', rules({ depositMode: 'PERCENT', depositPercent: 50, depositThresholdCents: 500_000, sodAlwaysDeposit: true }), order(), 0],
    ['sod with no deposit rule', rules({ sodAlwaysDeposit: true }), order({ hasSod: true }), 0],
  ])('%s', (_name, r, o, cents) => {
    expect(depositRequired(o, r)).toBe(cents);
  });
});

describe('the pallet deposit', () => {
  it.each([
    [0, 2000, 0],
    [3, 2000, 6000],
    [2.5, 2000, 6000],
    [4, 0, 0],
  ])('%s pallets at %s cents: %s', (pallets, each, cents) => {
    expect(palletDeposit(pallets, rules({ palletDepositCents: each }))).toBe(cents);
  });
});

describe('the balance', () => {
  it('adds the pallet deposit, takes payments net of refunds and credits, and undoes reversed rows', () => {
    const r = rules({ depositMode: 'PERCENT', depositPercent: 20, palletDepositCents: 2000 });
    const pay = row('PAYMENT', 30_000);
    const wrong = row('PAYMENT', 5_000);
    const rows = [pay, wrong, row('REVERSAL', 5_000, wrong.id), row('REFUND', 1_000), row('PALLET_CREDIT', 4_000)];
    expect(ledgerSummary(order({ pallets: 3 }), r, rows)).toMatchObject({
      owedCents: 106_000,
      palletDepositCents: 6_000,
      depositRequiredCents: 20_000,
      depositOutstandingCents: 0,
      paidCents: 30_000,
      refundedCents: 1_000,
      creditedCents: 4_000,
      netPaidCents: 29_000,
      balanceCents: 73_000,
      palletCreditLeftCents: 2_000,
    });
  });

  it.each([
    [null, '2026-12-10', true],
    [2, '2026-12-08', false],
    [15, '2026-11-25', false],
  ])('due %s days before a delivery on 2026-12-10: %s', (days, date, atDelivery) => {
    expect(ledgerSummary(order(), rules({ balanceDueDays: days }), [])).toMatchObject({ balanceDueDate: date, balanceDueAtDelivery: atDelivery });
  });

  it('adds the return-trip fees of deliveries that could not be made to what is owed, not to the deposit (issue 46)', () => {
    const r = rules({ depositMode: 'PERCENT', depositPercent: 20, palletDepositCents: 2000 });
    const s = ledgerSummary(order({ pallets: 1, returnTripFeeCents: 10_000 }), r, [row('PAYMENT', 20_000)]);
    expect(s).toMatchObject({ returnTripFeeCents: 10_000, owedCents: 112_000, depositRequiredCents: 20_000, depositOutstandingCents: 0, balanceCents: 92_000 });
  });

  it('keeps the return-trip fee owed once the order is cancelled: the trip was made (issue 46)', () => {
    const r = rules({ depositMode: 'PERCENT', depositPercent: 20, palletDepositCents: 2000 });
    const cancelled = order({ cancelled: true, pallets: 1, returnTripFeeCents: 10_000 });
    expect(ledgerSummary(cancelled, r, [])).toMatchObject({ returnTripFeeCents: 10_000, owedCents: 10_000, palletDepositCents: 0, depositRequiredCents: 0, balanceCents: 10_000 });
    // $200 paid: $100 is owed back, not $200.
    expect(ledgerSummary(cancelled, r, [row('PAYMENT', 20_000)]).balanceCents).toBe(-10_000);
    // The fee can still be paid, up to what is owed; nothing more.
    const unpaid = ledgerSummary(cancelled, r, [row('PAYMENT', 4_000)]);
    expect(entryIssue('PAYMENT', 6_000, unpaid, cancelled, r)).toBeNull();
    expect(entryIssue('PAYMENT', 6_001, unpaid, cancelled, r)).toBe('aboveBalance');
    expect(entryIssue('PAYMENT', 1, ledgerSummary(cancelled, r, [row('PAYMENT', 10_000)]), cancelled, r)).toBe('orderCancelled');
  });

  it('owes nothing on a cancelled order, so what was paid is owed back', () => {
    const s = ledgerSummary(order({ cancelled: true, pallets: 2 }), rules({ depositMode: 'FIXED', depositFixedCents: 500, palletDepositCents: 2000 }), [row('PAYMENT', 500)]);
    expect(s).toMatchObject({ owedCents: 0, depositRequiredCents: 0, depositOutstandingCents: 0, balanceCents: -500 });
  });

  it('counts a deposit outstanding until payments net of refunds reach it', () => {
    const r = rules({ depositMode: 'FIXED', depositFixedCents: 10_000 });
    expect(ledgerSummary(order(), r, [row('PAYMENT', 6_000)]).depositOutstandingCents).toBe(4_000);
    expect(ledgerSummary(order(), r, [row('PAYMENT', 10_000), row('REFUND', 1)]).depositOutstandingCents).toBe(1);
  });
});

describe('entries the ledger refuses', () => {
  const r = rules({ palletDepositCents: 2000 });
  const o = order({ totalCents: 10_000, pallets: 2 });
  const paid = [row('PAYMENT', 4_000), row('REFUND', 1_000)];
  const s = ledgerSummary(o, r, paid); // owed 14,000; net paid 3,000; balance 11,000
  it.each([
    ['PAYMENT', 0, 'amountNotPositive'],
    ['PAYMENT', -100, 'amountNotPositive'],
    ['PAYMENT', 10.5, 'amountNotPositive'],
    ['REFUND', 0, 'amountNotPositive'],
    ['PAYMENT', 11_000, null],
    ['PAYMENT', 11_001, 'aboveBalance'],
    ['REFUND', 3_000, null],
    ['REFUND', 3_001, 'refundAbovePaid'],
    ['PALLET_CREDIT', 4_000, null],
    ['PALLET_CREDIT', 4_001, 'creditAbovePalletDeposit'],
  ] as const)('%s of %s cents: %s', (kind, cents, issue) => {
    expect(entryIssue(kind, cents, s, o, r)).toBe(issue);
  });

  it('refuses a payment on a cancelled order but not a refund, and credits only when the owner credits pallets', () => {
    const cancelled = order({ cancelled: true });
    const sc = ledgerSummary(cancelled, r, paid);
    expect(entryIssue('PAYMENT', 100, sc, cancelled, r)).toBe('orderCancelled');
    expect(entryIssue('REFUND', 3_000, sc, cancelled, r)).toBeNull();
    expect(entryIssue('PALLET_CREDIT', 100, s, o, { ...r, creditReturnedPallets: false })).toBe('palletsNotCredited');
  });

  it('reverses a row once, never a reversal, and never a payment already refunded', () => {
    const pay = row('PAYMENT', 4_000);
    const refund = row('REFUND', 1_000);
    const other = row('PAYMENT', 500);
    const rev = row('REVERSAL', 500, other.id);
    const rows = [pay, refund, other, rev];
    expect(reversalIssue(rev, rows)).toBe('reverseReversal');
    expect(reversalIssue(other, rows)).toBe('alreadyReversed');
    expect(reversalIssue(refund, rows)).toBeNull();
    expect(reversalIssue(pay, rows)).toBe('reversalBelowZero');
    expect(reversalIssue(pay, [pay])).toBeNull();
  });
});

describe('money typed by staff', () => {
  it.each([
    ['1,500.00', 'en', 150_000],
    ['$1,500', 'en', 150_000],
    ['1500.5', 'en', 150_050],
    ['0.29', 'en', 29],
    ['1 500', 'en', 150_000],
    ['1.500,00', 'es', 150_000],
    ['1.500', 'es', 150_000],
    ['1,500.00', 'es', 150_000],
    ['75,5', 'es', 7_550],
    ['75.50', 'es', 7_550],
  ] as const)('%s in %s is %s cents', (text, lang, cents) => {
    expect(readTypedMoney(text, lang)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'en'],
    ['abc', 'en'],
    ['-5', 'en'],
    ['0', 'en'],
    ['1.500', 'en'],
    ['75,5', 'en'],
    ['1.505', 'en'],
    ['1,5000', 'es'],
    ['1.2.3', 'es'],
    ['10000000.01', 'en'],
  ] as const)('refuses %s in %s', (text, lang) => {
    expect(readTypedMoney(text, lang)).toEqual({ ok: false, key: 'orders:payments.validation.amount' });
  });

  it('takes zero where a setting may be zero, never empty text', () => {
    expect(readTypedMoney('0.00', 'en', { allowZero: true })).toEqual({ ok: true, cents: 0 });
    expect(readTypedMoney('', 'es', { allowZero: true }).ok).toBe(false);
  });
});
