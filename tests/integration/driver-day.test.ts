// The driver's day (issue 46): a driver reads only the deliveries assigned to them on the date
// asked (today when none), in time-window order, each with what the ledger says is left to
// collect; another driver's, a customer, an anonymous visitor and staff without two-step
// verification are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessClock } from '@/domain/delivery-date';
import { describeError } from '@/server/trpc/trpc';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { acceptedOrder, openDays } from './support/orders';

const freshOpenDay = openDays(9600);

/** An order scheduled on `date` in a window (minutes after midnight, null: none yet), assigned to `driverId`. */
async function stop(date: string, driverId: string | null, windowStart: number | null, over: { status?: 'SCHEDULED' | 'OUT_FOR_DELIVERY' | 'CANCELLED'; street?: string } = {}) {
  const { order } = await acceptedOrder({ date, street: over.street });
  return db.order.update({
    where: { id: order.id },
    data: { status: over.status ?? 'SCHEDULED', driverId, windowStart, windowEnd: windowStart === null ? null : windowStart + 120 },
  });
}

// The rules these balances assume ($20 a pallet, a 10% deposit), put back afterwards.
let rulesBefore: { palletDepositCents: number; depositMode: 'NONE' | 'PERCENT' | 'FIXED'; depositPercent: number; depositThresholdCents: number } | null = null;
beforeAll(async () => {
  await db.paymentSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  rulesBefore = await db.paymentSettings.findUniqueOrThrow({ where: { id: 1 }, select: { palletDepositCents: true, depositMode: true, depositPercent: true, depositThresholdCents: true } });
  await db.paymentSettings.update({ where: { id: 1 }, data: { palletDepositCents: 2000, depositMode: 'PERCENT', depositPercent: 10, depositThresholdCents: 0 } });
});
afterAll(async () => {
  if (rulesBefore) await db.paymentSettings.update({ where: { id: 1 }, data: rulesBefore });
});

describe("the driver's day", () => {
  it('lists only their own deliveries of that date, in window order, with the balance to collect and the deposit unpaid', async () => {
    const date = freshOpenDay();
    const driver = await createUser('DRIVER');
    const other = await createUser('DRIVER');
    const late = await stop(date, driver.id, 13 * 60, { street: '3 Late Ln' });
    const early = await stop(date, driver.id, 7 * 60, { status: 'OUT_FOR_DELIVERY', street: '1 Early Rd' });
    const unwindowed = await stop(date, driver.id, null, { street: '9 Some Time St' });
    await stop(date, other.id, 8 * 60);
    await stop(date, null, 9 * 60);
    await stop(date, driver.id, 10 * 60, { status: 'CANCELLED' });
    await stop(freshOpenDay(), driver.id, 8 * 60);
    const staff = await createUser('STAFF');
    await callerAs(staff).admin.orders.payments.record({ orderId: early.id, kind: 'PAYMENT', amountCents: 5000, method: 'CASH', reference: '', idempotencyKey: randomUUID() });

    const day = await callerAs(driver).driver.day({ date });
    expect(day.date).toBe(date);
    expect(day.stops.map((s) => s.orderId)).toEqual([early.id, late.id, unwindowed.id]);
    const first = day.stops[0]!;
    expect(first).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      windowStart: 420,
      windowEnd: 540,
      customerName: 'Test User',
      phone: '9365550100',
      street: '1 Early Rd',
      city: 'Magnolia',
      zip: '77354',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=1%20Early%20Rd%2C%20Magnolia%2C%20TX%2077354',
      siteNotes: 'Call on arrival',
      lines: [{ productName: 'Raleigh', quantity: 2, unit: 'PALLET' }],
      loads: { pallets: 2 },
      pallets: 2,
      attempts: [],
    });
    // $275.00 + 2 pallets at $20.00 − $50.00 paid; the 10% deposit ($27.50) is covered.
    expect([first.balanceCents, first.depositOutstandingCents]).toEqual([27500 + 4000 - 5000, 0]);
    expect([day.stops[1]!.balanceCents, day.stops[1]!.depositOutstandingCents]).toEqual([31500, 2750]);
    // Nothing a driver does not need: the customer's e-mail, the timeline, the quote's prices.
    expect(JSON.stringify(day)).not.toMatch(/@example\.test|"events"|totalCents/);

    // The other driver sees only theirs; with no date, today's (none of these are today).
    expect((await callerAs(other).driver.day({ date })).stops).toHaveLength(1);
    expect(await callerAs(driver).driver.day({})).toEqual({ date: businessClock(new Date()).date, stops: [], returnTripFeeCents: expect.any(Number) });
  });

  it('keeps a stop the driver reported not delivered, as back with the office: who and where, nothing to act on', async () => {
    const date = freshOpenDay();
    const driver = await createUser('DRIVER');
    const other = await createUser('DRIVER');
    const missed = await stop(date, driver.id, 8 * 60, { street: '5 Gate Closed Ct' });
    // What "could not deliver" leaves (services/driver/actions.ts): the attempt, the order back to staff without its driver.
    // At 3 PM in Magnolia on the delivery day (21:00 UTC in winter, 20:00 in summer: the same day).
    await db.deliveryAttempt.create({ data: { orderId: missed.id, driverId: driver.id, outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', happenedAt: new Date(`${date}T20:30:00Z`) } });
    await db.order.update({ where: { id: missed.id }, data: { status: 'ACCEPTED', driverId: null, windowStart: null, windowEnd: null } });

    const [shown] = (await callerAs(driver).driver.day({ date })).stops;
    expect(shown).toMatchObject({ returned: true, orderId: missed.id, status: 'ACCEPTED', city: 'Magnolia', attempts: [{ outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED' }] });
    // No address, phone or balance of an order that is no longer theirs.
    expect(JSON.stringify(shown)).not.toMatch(/Gate Closed|9365550100|balanceCents/);
    // Another driver never saw it; once staff give it to them, it is theirs to deliver.
    expect((await callerAs(other).driver.day({ date })).stops).toEqual([]);
    await db.order.update({ where: { id: missed.id }, data: { status: 'SCHEDULED', driverId: other.id, windowStart: 600, windowEnd: 720 } });
    expect((await callerAs(other).driver.day({ date })).stops).toMatchObject([{ returned: false, orderId: missed.id, street: '5 Gate Closed Ct' }]);

    // Moved to another day: the report stays on the day it was made, never on the new day of a
    // delivery that is now another driver's; given back to the first driver, it is theirs again
    // on the new day, and still only the report on the old one.
    const later = freshOpenDay();
    await db.order.update({ where: { id: missed.id }, data: { deliveryDate: new Date(`${later}T00:00:00Z`) } });
    expect((await callerAs(driver).driver.day({ date })).stops).toMatchObject([{ returned: true, orderId: missed.id }]);
    expect((await callerAs(driver).driver.day({ date: later })).stops).toEqual([]);
    expect((await callerAs(other).driver.day({ date: later })).stops).toMatchObject([{ returned: false, orderId: missed.id }]);
    await db.order.update({ where: { id: missed.id }, data: { driverId: driver.id } });
    expect((await callerAs(driver).driver.day({ date: later })).stops).toMatchObject([{ returned: false, orderId: missed.id, street: '5 Gate Closed Ct' }]);
    expect((await callerAs(driver).driver.day({ date })).stops).toMatchObject([{ returned: true, orderId: missed.id }]);
  });

  it('refuses a customer, an anonymous visitor, and staff or a driver without two-step verification; staff with it see only what is assigned to them', async () => {
    const date = freshOpenDay();
    const driver = await createUser('DRIVER');
    await stop(date, driver.id, 8 * 60);
    for (const [user, code, key] of [
      [await createUser('CUSTOMER'), 'FORBIDDEN', 'common:errors.forbidden'],
      [null, 'UNAUTHORIZED', 'common:errors.signInRequired'],
      [await createUser('STAFF', { twoFactor: false }), 'FORBIDDEN', 'auth:twoFactor.errors.setupRequired'],
      [await createUser('DRIVER', { twoFactor: false }), 'FORBIDDEN', 'auth:twoFactor.errors.setupRequired'],
    ] as const) {
      const refused = await failure(callerAs(user).driver.day({ date }));
      expect([refused.code, refused.message]).toEqual([code, key]);
    }
    expect((await callerAs(await createUser('ADMIN')).driver.day({ date })).stops).toEqual([]);
  });

  it('refuses a date that is not a calendar day, in the caller’s language', async () => {
    const driver = callerAs(await createUser('DRIVER'));
    for (const date of ['2031-02-30', 'tomorrow']) {
      const refused = await failure(driver.driver.day({ date }));
      expect([refused.code, describeError(refused, 'es').message]).toEqual(['BAD_REQUEST', 'Elija una fecha.']);
    }
  });
});
