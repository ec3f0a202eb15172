// An order's ledger through the staff procedures (issue 45): payments, refunds, pallet credits and
// reversals added (never edited), audited, refused with a reason in the caller's language; one row
// for the same payment saved twice at once; scheduling held until the required deposit is paid.
// The payment rules are one row shared by every test: these tests ask for a deposit only on
// totals above $500,000 (no other test's order comes near) and put the rules back afterwards.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '@/domain/delivery-date';
import { AppError } from '@/server/errors';
import { describeError } from '@/server/trpc/trpc';
import { getPaymentSettings } from '@/server/services/payments/payment-settings';
import { issueQuoteLink } from '@/server/services/quote-links';
import { callerAs, createUser } from './support/caller';
import { acceptedOrder, openDays } from './support/orders';
import { db } from './support/db';
import { failure } from './support/failure';

const BIG = 60_000_000; // $600,000.00: above the test threshold
const freshOpenDay = openDays(2600);

/** An order of `pallets` pallets of sod (2 unless told) for `totalCents` ($275.00 unless told). */
const order = (opts: { totalCents?: number; pallets?: number; status?: 'ACCEPTED' | 'CANCELLED' } = {}) =>
  acceptedOrder({ totalCents: opts.totalCents ?? 27_500, status: opts.status, lines: [{ quantity: opts.pallets ?? 2, unit: 'PALLET' }] });

const key = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : null);
const pay = (orderId: string, amountCents: number, kind: 'PAYMENT' | 'REFUND' = 'PAYMENT') => ({ orderId, kind, amountCents, method: 'CASH' as const, reference: '', idempotencyKey: randomUUID() });

let admin: Awaited<ReturnType<typeof createUser>>;
let saved: Awaited<ReturnType<typeof getPaymentSettings>>;
beforeAll(async () => {
  admin = await createUser('ADMIN');
  saved = await getPaymentSettings(db);
  const { version: _v, ...current } = saved;
  await callerAs(admin).admin.business.updatePaymentRules({
    ...current,
    version: saved.version,
    depositMode: 'PERCENT',
    depositPercent: 10,
    depositThresholdCents: 50_000_000,
    sodAlwaysDeposit: false,
    palletDepositCents: 2000,
    creditReturnedPallets: true,
    balanceDueDays: 2,
  });
});
afterAll(async () => {
  const now = await getPaymentSettings(db);
  const { version: _v, ...rest } = saved;
  await callerAs(admin).admin.business.updatePaymentRules({ ...rest, version: now.version });
});

describe('payment rules in the business settings', () => {
  it('are saved by an admin, version-checked and audited, and refused when out of range in both languages', async () => {
    const current = await callerAs(admin).admin.business.paymentRules();
    expect(current).toMatchObject({ depositMode: 'PERCENT', depositPercent: 10, palletDepositCents: 2000, balanceDueDays: 2 });
    const audit = await db.auditLog.findFirst({ where: { action: 'payments.settings', actorId: admin.id }, orderBy: { createdAt: 'desc' } });
    expect(audit?.after).toMatchObject({ depositPercent: 10, palletDepositCents: 2000 });

    const bad = await failure(callerAs(admin).admin.business.updatePaymentRules({ ...current, depositPercent: 0 }));
    expect(describeError(bad, 'en').message).toBe('The percentage is a whole number from 1 to 100.');
    expect(describeError(bad, 'es').message).toBe('El porcentaje es un número entero del 1 al 100.');
    const stale = await failure(callerAs(admin).admin.business.updatePaymentRules({ ...current, version: current.version - 1 }));
    expect(stale.code).toBe('CONFLICT');
    // Staff run the ledger; only an admin sets the rules.
    expect((await failure(callerAs(await createUser('STAFF')).admin.business.updatePaymentRules(current))).code).toBe('FORBIDDEN');
  });
});

describe('the ledger', () => {
  it('records payments and refunds, credits returned pallets, reverses a row with a new row, and computes the balance', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const { order: o } = await order({ totalCents: 27_500, pallets: 3 });
    // Owed: $275.00 + 3 pallets × $20.00.
    let ledger = await staff.admin.orders.payments.list({ orderId: o.id });
    expect(ledger.summary).toMatchObject({ owedCents: 33_500, palletDepositCents: 6_000, depositRequiredCents: 0, balanceCents: 33_500, balanceDueAtDelivery: false });
    expect(ledger.summary.balanceDueDate).toBe(addDays(o.deliveryDate.toISOString().slice(0, 10), -2));

    const first = await staff.admin.orders.payments.record({ ...pay(o.id, 20_000), method: 'CHECK', reference: 'Check 1042' });
    await staff.admin.orders.payments.record(pay(o.id, 1_000, 'REFUND'));
    await staff.admin.orders.payments.palletCredit({ orderId: o.id, pallets: 2, reference: 'Back at the yard', idempotencyKey: randomUUID() });
    const wrong = await staff.admin.orders.payments.record(pay(o.id, 500));
    await staff.admin.orders.payments.reverse({ orderId: o.id, paymentId: wrong.row.id, reason: 'Typed twice', idempotencyKey: randomUUID() });

    ledger = await staff.admin.orders.payments.list({ orderId: o.id });
    expect(ledger.rows.map((r) => [r.kind, r.amountCents, r.recordedBy])).toEqual([
      ['PAYMENT', 20_000, 'Test User'],
      ['REFUND', 1_000, 'Test User'],
      ['PALLET_CREDIT', 4_000, 'Test User'],
      ['PAYMENT', 500, 'Test User'],
      ['REVERSAL', 500, 'Test User'],
    ]);
    expect(ledger.rows[0]).toMatchObject({ id: first.row.id, method: 'CHECK', reference: 'Check 1042' });
    expect(ledger.rows[3]!.reversedById).toBe(ledger.rows[4]!.id);
    expect(ledger.summary).toMatchObject({ paidCents: 20_000, refundedCents: 1_000, creditedCents: 4_000, balanceCents: 33_500 - 4_000 - 19_000 });
    // Each row audited, none changed.
    const audit = await db.auditLog.findMany({ where: { entityType: 'OrderPayment', entityId: { in: ledger.rows.map((r) => r.id) } } });
    expect(audit.map((a) => a.action).sort()).toEqual(['order.pallet-credit', 'order.payment', 'order.payment', 'order.refund', 'order.reversal']);
    expect(audit.every((a) => a.actorId === staffUser.id)).toBe(true);
    // The order's page and its ticket read the same balance.
    expect((await staff.admin.orders.get({ id: o.id })).money.balanceCents).toBe(10_500);
    const day = await staff.admin.orders.day({ date: o.deliveryDate.toISOString().slice(0, 10) });
    expect(day.orders.find((stop) => stop.id === o.id)?.money).toMatchObject({ balanceCents: 10_500, palletCreditLeftCents: 2_000 });
    // The database itself keeps the rows as written.
    await expect(db.orderPayment.update({ where: { id: first.row.id }, data: { amountCents: 1 } })).rejects.toThrow();
    await expect(db.orderPayment.delete({ where: { id: first.row.id } })).rejects.toThrow();
    expect((await db.orderPayment.findUniqueOrThrow({ where: { id: first.row.id } })).amountCents).toBe(20_000);
  });

  it('refuses a payment above the balance, a refund above what was paid, a zero or negative amount, a payment on a cancelled order and a second reversal, in the caller’s language', async () => {
    const staffUser = await createUser('STAFF');
    const { order: o } = await order({ totalCents: 10_000, pallets: 0 });
    const staff = callerAs(staffUser);
    const p = await staff.admin.orders.payments.record(pay(o.id, 4_000));
    const cases: [() => Promise<unknown>, string, string, string][] = [
      [() => staff.admin.orders.payments.record(pay(o.id, 6_001)), 'orders:payments.errors.aboveBalance', 'This payment is more than the balance due.', 'Este pago es mayor que el saldo pendiente.'],
      [() => staff.admin.orders.payments.record(pay(o.id, 4_001, 'REFUND')), 'orders:payments.errors.refundAbovePaid', 'This refund is more than what was paid.', 'Este reembolso es mayor que lo pagado.'],
      [() => staff.admin.orders.payments.record(pay(o.id, -100)), 'orders:payments.errors.amountNotPositive', 'The amount must be more than zero.', 'El monto debe ser mayor que cero.'],
      [() => staff.admin.orders.payments.record(pay(o.id, 0)), 'orders:payments.errors.amountNotPositive', 'The amount must be more than zero.', 'El monto debe ser mayor que cero.'],
      [() => staff.admin.orders.payments.record(pay(o.id, 10.5)), 'orders:payments.errors.amountNotPositive', 'The amount must be more than zero.', 'El monto debe ser mayor que cero.'],
    ];
    for (const [call, messageKey, en, es] of cases) {
      const error = await failure(call());
      expect(key(error) ?? (error.cause as { issues?: { message: string }[] }).issues?.[0]?.message).toBe(messageKey);
      expect(describeError(error, 'en').message).toBe(en);
      expect(describeError(error, 'es').message).toBe(es);
    }
    await staff.admin.orders.payments.reverse({ orderId: o.id, paymentId: p.row.id, reason: 'Bounced', idempotencyKey: randomUUID() });
    const again = await failure(staff.admin.orders.payments.reverse({ orderId: o.id, paymentId: p.row.id, reason: 'Bounced', idempotencyKey: randomUUID() }));
    expect(key(again)).toBe('orders:payments.errors.alreadyReversed');

    const { order: cancelled } = await order({ status: 'CANCELLED' });
    const refused = await failure(staff.admin.orders.payments.record(pay(cancelled.id, 100)));
    expect(key(refused)).toBe('orders:payments.errors.orderCancelled');
    expect(describeError(refused, 'es').message).toBe('Este pedido está cancelado: no acepta pagos, solo reembolsos.');
    expect(await db.orderPayment.count({ where: { orderId: { in: [o.id, cancelled.id] } } })).toBe(2);
  });

  it('keeps a return-trip fee owed after the order is cancelled: paid up to the fee, what was paid above it owed back (issue 46)', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { order: o } = await order();
    await staff.admin.orders.payments.record(pay(o.id, 5_000));
    // What "could not deliver" leaves with a $100 fee (driver-actions.test.ts), then the order is cancelled.
    await db.order.update({ where: { id: o.id }, data: { returnTripFeeCents: 10_000 } });
    const { version } = await db.order.findUniqueOrThrow({ where: { id: o.id } });
    await staff.admin.orders.move({ id: o.id, version, to: 'CANCELLED', reason: 'Customer changed their mind' });

    const ledger = await staff.admin.orders.payments.list({ orderId: o.id });
    expect(ledger.cancelled).toBe(true);
    expect(ledger.summary).toMatchObject({ returnTripFeeCents: 10_000, owedCents: 10_000, palletDepositCents: 0, netPaidCents: 5_000, balanceCents: 5_000 });
    expect(key(await failure(staff.admin.orders.payments.record(pay(o.id, 5_001))))).toBe('orders:payments.errors.aboveBalance');
    await staff.admin.orders.payments.record(pay(o.id, 5_000));
    expect((await staff.admin.orders.payments.list({ orderId: o.id })).summary.balanceCents).toBe(0);
    expect(key(await failure(staff.admin.orders.payments.record(pay(o.id, 1))))).toBe('orders:payments.errors.orderCancelled');
  });

  it('refuses customers and anonymous callers, and staff without two-step verification', async () => {
    const { customer, order: o } = await order();
    for (const caller of [callerAs(customer), callerAs(null), callerAs(await createUser('STAFF', { twoFactor: false }))]) {
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain((await failure(caller.admin.orders.payments.record(pay(o.id, 100)))).code);
      expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain((await failure(caller.admin.orders.payments.list({ orderId: o.id }))).code);
    }
    expect(await db.orderPayment.count({ where: { orderId: o.id } })).toBe(0);
  });

  it('makes one row of the same payment saved by two staff at once, and refuses the key on another order', async () => {
    const { order: o } = await order({ totalCents: 10_000, pallets: 0 });
    const input = pay(o.id, 6_000);
    const [a, b] = await Promise.all([callerAs(await createUser('STAFF')).admin.orders.payments.record(input), callerAs(await createUser('STAFF')).admin.orders.payments.record(input)]);
    expect(a.row.id).toBe(b.row.id);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(await db.orderPayment.count({ where: { orderId: o.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { entityType: 'OrderPayment', entityId: a.row.id } })).toBe(1);
    // Two different payments at once cannot both pass the balance: the order is locked in turn.
    const results = await Promise.allSettled([callerAs(admin).admin.orders.payments.record(pay(o.id, 4_000)), callerAs(admin).admin.orders.payments.record(pay(o.id, 4_000))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { order: other } = await order();
    expect(key(await failure(callerAs(admin).admin.orders.payments.record({ ...input, orderId: other.id })))).toBe('orders:payments.errors.keyReused');
  });
});

describe('scheduling and the deposit', () => {
  it('refuses to schedule while the required deposit is unpaid, unless staff give a reason (audited), and allows it once paid', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const { order: o } = await order({ totalCents: BIG });
    const move = { id: o.id, version: o.version, to: 'SCHEDULED' as const, deliveryDate: freshOpenDay(), windowStart: 450, windowEnd: 600 };
    expect((await staff.admin.orders.payments.list({ orderId: o.id })).summary).toMatchObject({ depositRequiredCents: 6_000_000, depositOutstandingCents: 6_000_000 });

    const refused = await failure(staff.admin.orders.move(move));
    expect(key(refused)).toBe('orders:payments.errors.depositUnpaid');
    expect(describeError(refused, 'en').message).toMatch(/^The deposit required for this order is not paid yet/);
    expect(describeError(refused, 'es').message).toMatch(/^El depósito que requiere este pedido no está pagado/);
    expect((await db.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('ACCEPTED');

    await staff.admin.orders.move({ ...move, depositOverrideReason: 'Long-time customer, pays on delivery' });
    const audit = await db.auditLog.findFirst({ where: { entityType: 'Order', entityId: o.id, action: 'order.move' } });
    expect(audit?.after).toMatchObject({ status: 'SCHEDULED', depositOverrideReason: 'Long-time customer, pays on delivery', depositOutstandingCents: 6_000_000 });

    const { order: paid } = await order({ totalCents: BIG });
    await staff.admin.orders.payments.record(pay(paid.id, 6_000_000));
    const moved = await staff.admin.orders.move({ ...move, id: paid.id, version: paid.version });
    expect(moved.status).toBe('SCHEDULED');
  });
});

describe('what the customer sees', () => {
  it('lists the order’s account and the payments that stand (not a row and its reversal), to the order’s customer only', async () => {
    const { customer, order: o } = await order({ totalCents: 27_500, pallets: 3 });
    const staff = callerAs(admin);
    await staff.admin.orders.payments.record({ ...pay(o.id, 20_000), method: 'CHECK' });
    const typo = await staff.admin.orders.payments.record(pay(o.id, 700));
    await staff.admin.orders.payments.reverse({ orderId: o.id, paymentId: typo.row.id, reason: 'Typed twice', idempotencyKey: randomUUID() });
    await staff.admin.orders.payments.palletCredit({ orderId: o.id, pallets: 1, reference: '', idempotencyKey: randomUUID() });

    const view = await callerAs(customer).order.forQuote({ quoteId: o.quoteId });
    expect(view?.money).toMatchObject({
      totalCents: 27_500,
      palletDepositCents: 6_000,
      pallets: 3,
      owedCents: 33_500,
      netPaidCents: 20_000,
      creditedCents: 2_000,
      balanceCents: 11_500,
      depositOutstandingCents: 0,
      balanceDueDate: addDays(o.deliveryDate.toISOString().slice(0, 10), -2),
      balanceDueAtDelivery: false,
    });
    expect(view?.money.entries.map((e) => [e.kind, e.amountCents, e.method])).toEqual([
      ['PAYMENT', 20_000, 'CHECK'],
      ['PALLET_CREDIT', 2_000, null],
    ]);
    // Nothing of who recorded it or the staff's references.
    expect(Object.keys(view!.money.entries[0]!).sort()).toEqual(['amountCents', 'createdAt', 'kind', 'method']);
    expect((await failure(callerAs(await createUser()).order.forQuote({ quoteId: o.quoteId }))).code).toBe('NOT_FOUND');
  });

  it('tells the deposit, the pallet deposit and when the balance is due before the quote is accepted, on the account and through the link', async () => {
    const customer = await createUser();
    const quote = await db.quote.create({
      data: {
        userId: customer.id,
        deliveryMiles: 10,
        subtotalCents: BIG,
        deliveryFeeCents: 0,
        totalCents: BIG,
        language: 'es',
        feeBreakdown: {},
        status: 'SENT',
        zip: '77354',
        lines: { create: [{ position: 0, productName: 'Raleigh', quantity: 3, unit: 'HALF_PALLET', unitPriceCents: 100, lineTotalCents: 300, unitType: 'GRASS' }] },
      },
    });
    // 10% of $600,000.00 above the threshold; three half pallets ride on two.
    const expected = { depositCents: 6_000_000, palletDepositCents: 4_000, pallets: 2, owedCents: BIG + 4_000, balanceDueDays: 2, creditReturnedPallets: true };
    expect(await callerAs(customer).order.terms({ quoteId: quote.id })).toEqual(expected);
    const token = await issueQuoteLink(db, quote.id);
    expect((await callerAs(null).order.byLink({ quoteId: quote.id, token })).terms).toEqual(expected);
    expect((await failure(callerAs(await createUser()).order.terms({ quoteId: quote.id }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(null).order.terms({ quoteId: quote.id }))).code).toBe('UNAUTHORIZED');
  });
});

describe('the dashboard’s money', () => {
  it('adds a deposit taken this week, the balance of today’s delivery and an old delivered order still owing', async () => {
    const staff = callerAs(admin);
    const before = (await staff.admin.orders.dashboard()).money;
    const today = businessClock(new Date()).date;
    const { order: due } = await order({ totalCents: 10_000, pallets: 0 });
    await db.order.update({ where: { id: due.id }, data: { deliveryDate: new Date(`${today}T00:00:00Z`) } });
    const { order: ahead } = await order({ totalCents: 50_000, pallets: 0 });
    await staff.admin.orders.payments.record(pay(ahead.id, 12_500));
    const { order: old } = await order({ totalCents: 7_000, pallets: 0 });
    await db.order.update({ where: { id: old.id }, data: { status: 'DELIVERED', deliveryDate: new Date(`${addDays(today, -45)}T00:00:00Z`) } });
    await staff.admin.orders.payments.record(pay(old.id, 2_000));
    // Its page says the balance is due now, not "at delivery".
    expect((await staff.admin.orders.payments.list({ orderId: old.id })).delivered).toBe(true);
    expect((await staff.admin.orders.payments.list({ orderId: ahead.id })).delivered).toBe(false);

    const after = (await staff.admin.orders.dashboard()).money;
    expect(after.collectToday).toEqual({ cents: before.collectToday.cents + 10_000, count: before.collectToday.count + 1 });
    // The old order's payment came after its delivery: not a deposit.
    expect(after.depositsThisWeek).toEqual({ cents: before.depositsThisWeek.cents + 12_500, count: before.depositsThisWeek.count + 1 });
    expect(after.receivables).toEqual({ cents: before.receivables.cents + 5_000, count: before.receivables.count + 1 });
    expect((await failure(callerAs(await createUser()).admin.orders.dashboard())).code).toBe('FORBIDDEN');
  });
});
