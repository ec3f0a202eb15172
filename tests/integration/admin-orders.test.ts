// Staff move orders (issue 22): only along the arrows, version-checked (two staff at once: one
// wins, the other is told), audited, e-mailed; the day view lists a date's deliveries in window
// order with the loads, and warns past the day's capacity.
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { addDays, hoursOn } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { AppError } from '@/server/errors';
import { moveOrder } from '@/server/services/admin/orders';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { acceptedOrder, openDays } from './support/orders';

/** An open day far ahead that no other test uses (each call a different one). */
const freshOpenDay = openDays(400);

const key = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : null);

describe('staff moves', () => {
  it('follows ACCEPTED → SCHEDULED → OUT_FOR_DELIVERY → DELIVERED, each audited, on the timeline and e-mailed in the quote’s language', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const { customer, order } = await acceptedOrder({ language: 'es' });
    const date = freshOpenDay();
    let v = (await staff.admin.orders.move({ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: date, windowStart: 450, windowEnd: 600, truck: 'Truck 2 / Luis' })).version;
    // On its delivery date (Chicago's calendar) the load leaves with no reason asked.
    v = (await moveOrder(db, staffUser.id, { id: order.id, version: v, to: 'OUT_FOR_DELIVERY' }, new Date(`${date}T15:00:00Z`))).version;
    await staff.admin.orders.move({ id: order.id, version: v, to: 'DELIVERED' });

    const detail = await staff.admin.orders.get({ id: order.id });
    expect(detail).toMatchObject({ status: 'DELIVERED', deliveryDate: date, windowStart: 450, windowEnd: 600, truck: 'Truck 2 / Luis' });
    expect(detail.events.map((e) => e.toStatus)).toEqual(['SCHEDULED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    const audit = await db.auditLog.findMany({ where: { entityType: 'Order', entityId: order.id }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.actorId, (a.after as { status: string }).status])).toEqual([
      [staffUser.id, 'SCHEDULED'],
      [staffUser.id, 'OUT_FOR_DELIVERY'],
      [staffUser.id, 'DELIVERED'],
    ]);
    const mails = await db.emailOutbox.findMany({ where: { to: customer.email, template: 'order-status' }, orderBy: { createdAt: 'asc' } });
    expect(mails.map((m) => [m.language, (m.payload as { status: string }).status])).toEqual([
      ['es', 'SCHEDULED'],
      ['es', 'OUT_FOR_DELIVERY'],
      ['es', 'DELIVERED'],
    ]);
    // One thread: the worker sends them one at a time in this order (outbox-thread.test.ts).
    expect(new Set(mails.map((m) => m.thread))).toEqual(new Set([`order:${order.id}`]));
  });

  it('refuses every move off the arrows, a schedule without a window or on a Sunday, and a cancel without a reason, changing nothing', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { order } = await acceptedOrder();
    const refusals: [Parameters<typeof staff.admin.orders.move>[0], string][] = [
      [{ id: order.id, version: order.version, to: 'OUT_FOR_DELIVERY' }, 'orders:errors.move'],
      [{ id: order.id, version: order.version, to: 'DELIVERED' }, 'orders:errors.move'],
      [{ id: order.id, version: order.version, to: 'ACCEPTED' }, 'orders:errors.move'],
      [{ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: freshOpenDay() }, 'orders:errors.scheduleNeeds'],
      [{ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: freshOpenDay(), windowStart: 455, windowEnd: 600 }, 'orders:errors.scheduleNeeds'],
      [{ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: '2031-06-01', windowStart: 450, windowEnd: 600 }, 'quote:errors.date.closed'],
      [{ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: '2020-06-02', windowStart: 450, windowEnd: 600 }, 'quote:errors.date.tooSoon'],
      [{ id: order.id, version: order.version, to: 'CANCELLED' }, 'orders:errors.reasonNeeded'],
    ];
    for (const [input, expected] of refusals) {
      expect(key(await failure(staff.admin.orders.move(input))), JSON.stringify(input)).toBe(expected);
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(order);
    expect(await db.orderEvent.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('schedules a delivery for today on the business calendar in Magnolia’s evening, when UTC is already tomorrow; yesterday stays refused', async () => {
    const staffUser = await createUser('STAFF');
    const { order } = await acceptedOrder();
    const today = freshOpenDay();
    // 8 PM in Magnolia (CST, UTC-6) is 02:00 UTC the next day.
    const evening = new Date(`${addDays(today, 1)}T02:00:00Z`);
    const schedule = { id: order.id, to: 'SCHEDULED' as const, windowStart: 450, windowEnd: 600, truck: '' };
    // The open day before (a Sunday before would be refused as closed, not as past).
    let before = addDays(today, -1);
    while (!hoursOn(before, quoteRules().schedule)) before = addDays(before, -1);
    const refused: unknown = await moveOrder(db, staffUser.id, { ...schedule, version: order.version, deliveryDate: before }, evening).catch((error: unknown) => error);
    expect(refused instanceof AppError && refused.messageKey).toBe('quote:errors.date.tooSoon');
    const moved = await moveOrder(db, staffUser.id, { ...schedule, version: order.version, deliveryDate: today }, evening);
    expect(moved).toMatchObject({ status: 'SCHEDULED' });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).deliveryDate.toISOString().slice(0, 10)).toBe(today);
  });

  it('schedules a scheduled order again: another driver tells the customer nothing; another date e-mails the new date, kept on the timeline with the old one', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const [sick, cover] = [await createUser('DRIVER'), await createUser('DRIVER')];
    const { customer, order } = await acceptedOrder({ language: 'es' });
    const date = freshOpenDay();
    const slot = { windowStart: 450, windowEnd: 600, truck: '' };
    let v = (await staff.admin.orders.move({ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: date, ...slot, driverId: sick.id })).version;
    const mails = () => db.emailOutbox.findMany({ where: { to: customer.email, template: 'order-status' }, orderBy: { createdAt: 'asc' }, select: { payload: true } });
    expect(await mails()).toHaveLength(1);

    // The driver is off sick: the stop goes to another driver's phone; the customer hears nothing.
    v = (await staff.admin.orders.move({ id: order.id, version: v, to: 'SCHEDULED', deliveryDate: date, ...slot, driverId: cover.id })).version;
    expect((await callerAs(sick).driver.day({ date })).stops).toEqual([]);
    expect((await callerAs(cover).driver.day({ date })).stops).toMatchObject([{ orderId: order.id, returned: false }]);
    expect(await mails()).toHaveLength(1);

    // Another day and window: the customer is told the new ones.
    const later = freshOpenDay();
    await staff.admin.orders.move({ id: order.id, version: v, to: 'SCHEDULED', deliveryDate: later, windowStart: 600, windowEnd: 750, truck: '', driverId: cover.id });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.payload).toMatchObject({ status: 'SCHEDULED', deliveryDate: later, windowStart: 600, windowEnd: 750 });
    const detail = await staff.admin.orders.get({ id: order.id });
    expect(detail).toMatchObject({ status: 'SCHEDULED', deliveryDate: later, driver: { id: cover.id } });
    expect(detail.events.at(-1)).toMatchObject({ fromStatus: 'SCHEDULED', toStatus: 'SCHEDULED', details: { fromDate: date, date: later, fromWindowStart: 450, windowStart: 600 } });
    // The customer's timeline: the driver's change is not their news; the new date reads as a move.
    const seen = (await callerAs(customer).order.forQuote({ quoteId: order.quoteId }))!.events;
    expect(seen.map((e) => [e.toStatus, e.details])).toEqual([
      ['SCHEDULED', null],
      ['SCHEDULED', { kind: 'moved', fromDate: date, date: later, reason: null }],
    ]);
  });

  it('refuses out for delivery before the order’s date without a reason, changing nothing; with a reason it goes, kept on the timeline and audit', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const { order } = await acceptedOrder();
    const date = freshOpenDay();
    const v = (await staff.admin.orders.move({ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: date, windowStart: 450, windowEnd: 600, truck: '' })).version;
    const before = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    // Six days early (Chicago's calendar), as in the customer's complaint; and the evening before.
    for (const now of [new Date(`${addDays(date, -6)}T15:00:00Z`), new Date(`${date}T04:00:00Z`)]) {
      const refused: unknown = await moveOrder(db, staffUser.id, { id: order.id, version: v, to: 'OUT_FOR_DELIVERY' }, now).catch((error: unknown) => error);
      expect(refused instanceof AppError && refused.messageKey, now.toISOString()).toBe('orders:errors.tooEarly');
    }
    const early = await failure(staff.admin.orders.move({ id: order.id, version: v, to: 'OUT_FOR_DELIVERY' }));
    expect([early.code, key(early)]).toEqual(['BAD_REQUEST', 'orders:errors.tooEarly']);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(before);
    expect(await db.orderEvent.count({ where: { orderId: order.id, toStatus: 'OUT_FOR_DELIVERY' } })).toBe(0);

    await staff.admin.orders.move({ id: order.id, version: v, to: 'OUT_FOR_DELIVERY', overrideReason: 'Customer asked for it today' });
    const detail = await staff.admin.orders.get({ id: order.id });
    expect(detail.status).toBe('OUT_FOR_DELIVERY');
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'OUT_FOR_DELIVERY', details: { overrideReason: 'Customer asked for it today' } });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Order', entityId: order.id, action: 'order.move' }, orderBy: { createdAt: 'desc' } });
    expect(audit.after).toMatchObject({ status: 'OUT_FOR_DELIVERY', overrideReason: 'Customer asked for it today' });
  });

  it('two staff moving one order at once: one wins, the other is told, nothing is lost', async () => {
    const [a, b] = [callerAs(await createUser('STAFF')), callerAs(await createUser('STAFF'))];
    const { order } = await acceptedOrder();
    const results = await Promise.allSettled([
      a.admin.orders.move({ id: order.id, version: order.version, to: 'SCHEDULED', deliveryDate: freshOpenDay(), windowStart: 600, windowEnd: 750, truck: 'Truck 1' }),
      b.admin.orders.move({ id: order.id, version: order.version, to: 'CANCELLED', reason: 'Duplicate' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(key(lost.reason as { cause?: unknown })).toBe('orders:errors.conflict');
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.version).toBe(order.version + 1);
    expect(await db.orderEvent.count({ where: { orderId: order.id } })).toBe(1);
    // The one who lost, moving again from what was read, is told too.
    const stale = await failure(b.admin.orders.move({ id: order.id, version: order.version, to: 'CANCELLED', reason: 'Duplicate' }));
    expect([stale.code, key(stale)]).toEqual(['CONFLICT', 'orders:errors.conflict']);
  });

  it('customers cannot reach the board', async () => {
    const customer = callerAs(await createUser());
    expect((await failure(customer.admin.orders.list())).code).toBe('FORBIDDEN');
  });
});

describe('staff read their own language', () => {
  it('the ticket and the day view name a Spanish order’s items in the staff member’s language, the saved name when the product is gone', async () => {
    const staffUser = await createUser('STAFF');
    const product = await db.product.findFirstOrThrow({ where: { isActive: true, category: { key: 'grass' } }, select: { id: true, nameEn: true, nameEs: true } });
    expect(product.nameEn).not.toBe(product.nameEs);
    const date = freshOpenDay();
    const { order, quote } = await acceptedOrder({ language: 'es', date });
    const [line] = await db.quoteLine.findMany({ where: { quoteId: quote.id } });
    await db.quoteLine.update({ where: { id: line!.id }, data: { productId: product.id, productName: product.nameEs } });
    await db.quoteLine.create({ data: { quoteId: quote.id, position: 1, productName: 'Producto retirado', quantity: 1, unit: 'PALLET', unitPriceCents: 100, lineTotalCents: 100, unitType: 'GRASS' } });

    const names = (o: { quote: { lines: { productName: string }[] } }) => o.quote.lines.map((l) => l.productName);
    expect(names(await callerAs(staffUser, { lang: 'en' }).admin.orders.get({ id: order.id }))).toEqual([product.nameEn, 'Producto retirado']);
    expect(names(await callerAs(staffUser, { lang: 'es' }).admin.orders.get({ id: order.id }))).toEqual([product.nameEs, 'Producto retirado']);
    const day = await callerAs(staffUser, { lang: 'en' }).admin.orders.day({ date });
    expect(names(day.orders.find((o) => o.id === order.id)!)).toEqual([product.nameEn, 'Producto retirado']);
  });
});

describe('day view', () => {
  it('lists a date’s deliveries in window order with loads totalled, and warns past the capacity', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const date = freshOpenDay();
    const late = await acceptedOrder({ date, lines: [{ quantity: 3, unit: 'PALLET' }] });
    const early = await acceptedOrder({ date, lines: [{ quantity: 4, unit: 'CUBIC_YARD' }, { quantity: 1, unit: 'HALF_YARD' }] });
    await staff.admin.orders.move({ id: late.order.id, version: 1, to: 'SCHEDULED', deliveryDate: date, windowStart: 870, windowEnd: 990, truck: '' });
    await staff.admin.orders.move({ id: early.order.id, version: 1, to: 'SCHEDULED', deliveryDate: date, windowStart: 450, windowEnd: 600, truck: 'Truck 1' });
    const day = await staff.admin.orders.day({ date });
    expect(day.orders.map((o) => o.id)).toEqual([early.order.id, late.order.id]);
    expect(day.totals).toMatchObject({ pallets: 3, yards: 4.5 });
    expect(day.orders[0]).toMatchObject({ street: '1 Main St', phone: '9365550100', siteNotes: 'Call on arrival' });
    expect(day.orders[0]!.mapUrl).toContain(encodeURIComponent('1 Main St, Magnolia, TX 77354'));
    expect(day).toMatchObject({ deliveries: 2, capacity: env.DELIVERY_LOADS_PER_DAY, overbooked: 2 > env.DELIVERY_LOADS_PER_DAY });

    const busy = freshOpenDay();
    for (let i = 0; i <= env.DELIVERY_LOADS_PER_DAY; i++) await acceptedOrder({ date: busy });
    expect((await staff.admin.orders.day({ date: busy })).overbooked).toBe(true);
  });
});

describe('dashboard', () => {
  it('counts today’s and tomorrow’s deliveries on Chicago’s calendar, quotes awaiting acceptance and the 30-day conversion', async () => {
    const { businessClock } = await import('@/domain/delivery-date');
    const staff = callerAs(await createUser('STAFF'));
    const before = await staff.admin.orders.dashboard();
    const today = businessClock(new Date()).date;
    await acceptedOrder({ date: today });
    await acceptedOrder({ date: addDays(today, 1) });
    const customer = await createUser();
    const quote = (status: 'DRAFT' | 'SENT', validUntil: Date) =>
      db.quote.create({ data: { userId: customer.id, status, deliveryMiles: 0, subtotalCents: 100, deliveryFeeCents: 0, totalCents: 100, language: 'en', feeBreakdown: {}, validUntil } });
    // Awaiting acceptance: quotes sent to a customer, still valid (what the tile's link lists). A
    // customer's own saved quote (a draft) is not waiting on anyone, nor is an expired one.
    await quote('SENT', new Date(Date.now() + 86_400_000));
    await quote('DRAFT', new Date(Date.now() + 86_400_000));
    await quote('SENT', new Date(Date.now() - 86_400_000));
    const after = await staff.admin.orders.dashboard();
    expect(after).toMatchObject({ today, todayCount: before.todayCount + 1, tomorrowCount: before.tomorrowCount + 1, awaiting: before.awaiting + 1, quotes: before.quotes + 5, orders: before.orders + 2 });
    expect(after.conversionPercent).toBe(Math.round((after.orders / after.quotes) * 100));
  });
});
