// Orders (issue 22): the state machine, every arrow allowed and every other refused, and the
// cancellation rule (24 h before the delivery on Chicago's clock) across the time zone's edges.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMove, earlyMoveIssue, isFinal, nextStatuses, shownQuoteStatus, type OrderActor, type OrderStatus } from '@/domain/order-states';
import { customerSeesReschedule } from '@/domain/order-schedule';
import { businessInstant, cancellationDeadline, customerCancelIssue, deliveryStart } from '@/domain/order-cancellation';
import type { Schedule } from '@/domain/delivery-date';

const STAFF_ARROWS: [OrderStatus, OrderStatus][] = [
  ['ACCEPTED', 'SCHEDULED'],
  ['ACCEPTED', 'CANCELLED'],
  // Scheduled again: another date, window, truck or driver.
  ['SCHEDULED', 'SCHEDULED'],
  ['SCHEDULED', 'OUT_FOR_DELIVERY'],
  ['SCHEDULED', 'CANCELLED'],
  ['OUT_FOR_DELIVERY', 'DELIVERED'],
];
const CUSTOMER_ARROWS: [OrderStatus, OrderStatus][] = [
  ['ACCEPTED', 'CANCELLED'],
  ['SCHEDULED', 'CANCELLED'],
];
/** Issue 46: on my way, delivered, and could not deliver (back to staff, from the yard or the road). */
const DRIVER_ARROWS: [OrderStatus, OrderStatus][] = [
  ['SCHEDULED', 'OUT_FOR_DELIVERY'],
  ['OUT_FOR_DELIVERY', 'DELIVERED'],
  ['SCHEDULED', 'ACCEPTED'],
  ['OUT_FOR_DELIVERY', 'ACCEPTED'],
];
const ARROWS: Record<OrderActor, [OrderStatus, OrderStatus][]> = { staff: STAFF_ARROWS, customer: CUSTOMER_ARROWS, driver: DRIVER_ARROWS };

describe('order state machine', () => {
  const allPairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));
  const cases = (['staff', 'customer', 'driver'] as OrderActor[]).flatMap((actor) => {
    const allowed = ARROWS[actor];
    return allPairs.map(([from, to]) => ({ actor, from, to, expected: allowed.some(([f, t]) => f === from && t === to) }));
  });

  it.each(cases)('$actor: $from → $to is $expected', ({ actor, from, to, expected }) => {
    expect(canMove(from, to, actor)).toBe(expected);
  });

  it('lists the next states in the order of the arrows, and final states have none', () => {
    expect(nextStatuses('ACCEPTED', 'staff')).toEqual(['SCHEDULED', 'CANCELLED']);
    expect(nextStatuses('SCHEDULED', 'customer')).toEqual(['CANCELLED']);
    expect(nextStatuses('OUT_FOR_DELIVERY', 'customer')).toEqual([]);
    expect(nextStatuses('OUT_FOR_DELIVERY', 'driver')).toEqual(['DELIVERED', 'ACCEPTED']);
    expect(nextStatuses('ACCEPTED', 'driver')).toEqual([]);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['DELIVERED', 'CANCELLED']);
  });
});

describe('a quote as the customer’s list shows it', () => {
  it('follows its order once it is one (a cancelled order’s quote is cancelled), else keeps its own state', () => {
    expect(shownQuoteStatus('ACCEPTED', 'CANCELLED')).toBe('CANCELLED');
    expect(shownQuoteStatus('ACCEPTED', 'DELIVERED')).toBe('DELIVERED');
    expect(shownQuoteStatus('ACCEPTED', 'ACCEPTED')).toBe('ACCEPTED');
    expect(shownQuoteStatus('SENT', null)).toBe('SENT');
  });
});

describe('moves ahead of the delivery date', () => {
  it('refuses out for delivery before the order’s date (an override with a reason is the service’s), allows it on the day and after', () => {
    expect(earlyMoveIssue('OUT_FOR_DELIVERY', '2026-12-07', '2026-12-01')).toBe('beforeDeliveryDate');
    expect(earlyMoveIssue('OUT_FOR_DELIVERY', '2026-12-07', '2026-12-06')).toBe('beforeDeliveryDate');
    expect(earlyMoveIssue('OUT_FOR_DELIVERY', '2026-12-07', '2026-12-07')).toBeNull();
    expect(earlyMoveIssue('OUT_FOR_DELIVERY', '2026-12-07', '2026-12-08')).toBeNull();
    // Across a month and a year: dates compare as calendar dates.
    expect(earlyMoveIssue('OUT_FOR_DELIVERY', '2027-01-02', '2026-12-31')).toBe('beforeDeliveryDate');
  });

  it('leaves the other moves to the state machine (scheduling ahead, cancelling, delivering)', () => {
    for (const to of ['SCHEDULED', 'CANCELLED', 'DELIVERED'] as const) expect(earlyMoveIssue(to, '2026-12-07', '2026-12-01')).toBeNull();
  });
});

const schedule: Schedule = {
  hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '16:30' },
    { days: ['Sa'], opens: '08:00', closes: '12:30' },
  ],
  closedDates: [],
};

describe('business instants on Chicago time', () => {
  it.each([
    ['winter (CST, UTC-6)', '2026-12-15', 8 * 60, '2026-12-15T14:00:00.000Z'],
    ['summer (CDT, UTC-5)', '2026-07-15', 8 * 60, '2026-07-15T13:00:00.000Z'],
    ['the day clocks spring forward, after the change', '2026-03-08', 8 * 60, '2026-03-08T13:00:00.000Z'],
    ['the day clocks fall back, after the change', '2026-11-01', 8 * 60, '2026-11-01T14:00:00.000Z'],
    ['the day clocks fall back, before the change', '2026-11-01', 60, '2026-11-01T06:00:00.000Z'],
    ['midnight on New Year', '2027-01-01', 0, '2027-01-01T06:00:00.000Z'],
  ])('%s', (_why, date, minutes, iso) => {
    expect(businessInstant(date, minutes).toISOString()).toBe(iso);
  });

  it('starts a delivery at its window, else at opening time that day', () => {
    expect(deliveryStart({ deliveryDate: '2026-12-15', windowStart: 10 * 60 }, schedule).toISOString()).toBe('2026-12-15T16:00:00.000Z');
    expect(deliveryStart({ deliveryDate: '2026-12-15', windowStart: null }, schedule).toISOString()).toBe('2026-12-15T13:30:00.000Z');
    expect(deliveryStart({ deliveryDate: '2026-12-19', windowStart: null }, schedule).toISOString()).toBe('2026-12-19T14:00:00.000Z');
  });
});

describe('cancellation rule: until 24 h before the delivery', () => {
  const order = (status: OrderStatus, deliveryDate: string, windowStart: number | null = null) => ({ status, deliveryDate, windowStart });
  const at = (iso: string) => new Date(iso);

  it.each([
    // Tuesday 2026-12-15 at 08:00 CST is 14:00Z; the deadline is Monday 14:00Z.
    ['a second before the deadline (winter)', order('SCHEDULED', '2026-12-15', 480), '2026-12-14T13:59:59Z', null],
    ['at the deadline (winter)', order('SCHEDULED', '2026-12-15', 480), '2026-12-14T14:00:00Z', 'tooLate'],
    ['on the delivery day', order('SCHEDULED', '2026-12-15', 480), '2026-12-15T12:00:00Z', 'tooLate'],
    // Summer: 08:00 CDT is 13:00Z.
    ['a minute before the deadline (summer)', order('SCHEDULED', '2026-07-15', 480), '2026-07-14T12:59:00Z', null],
    ['a minute after the deadline (summer)', order('SCHEDULED', '2026-07-15', 480), '2026-07-14T13:01:00Z', 'tooLate'],
    // Already the 14th in UTC, still the 13th in Chicago: 32 h before Tuesday's 07:30 opening.
    ['late evening in Chicago, next day in UTC', order('ACCEPTED', '2026-12-15'), '2026-12-14T05:30:00Z', null],
    // Not scheduled yet: counted from opening time (07:30 CST = 13:30Z).
    ['accepted, deadline at opening time minus 24 h', order('ACCEPTED', '2026-12-15'), '2026-12-14T13:29:59Z', null],
    ['accepted, just past that', order('ACCEPTED', '2026-12-15'), '2026-12-14T13:30:00Z', 'tooLate'],
    // Monday after clocks spring forward (Sunday 2026-03-08): 07:30 CDT Monday is 12:30Z; 24 real hours earlier is 12:30Z Sunday.
    ['across spring forward, just before', order('ACCEPTED', '2026-03-09'), '2026-03-08T12:29:59Z', null],
    ['across spring forward, at the deadline', order('ACCEPTED', '2026-03-09'), '2026-03-08T12:30:00Z', 'tooLate'],
    // Monday after clocks fall back (Sunday 2026-11-01): 07:30 CST is 13:30Z.
    ['across fall back, just before', order('SCHEDULED', '2026-11-02'), '2026-11-01T13:29:59Z', null],
    ['across fall back, at the deadline', order('SCHEDULED', '2026-11-02'), '2026-11-01T13:30:00Z', 'tooLate'],
    // Whatever the time, the customer cannot cancel once the load left, was delivered or was cancelled.
    ['out for delivery', order('OUT_FOR_DELIVERY', '2027-01-20', 480), '2026-12-01T00:00:00Z', 'state'],
    ['delivered', order('DELIVERED', '2027-01-20', 480), '2026-12-01T00:00:00Z', 'state'],
    ['cancelled already', order('CANCELLED', '2027-01-20', 480), '2026-12-01T00:00:00Z', 'state'],
  ] as const)('%s', (_why, o, now, expected) => {
    expect(customerCancelIssue(o, at(now), schedule)).toBe(expected);
  });

  it('is 24 real hours, not a wall-clock day, across a daylight-saving change', () => {
    const deadline = cancellationDeadline({ deliveryDate: '2026-03-09', windowStart: 7 * 60 + 30 }, schedule);
    expect(deliveryStart({ deliveryDate: '2026-03-09', windowStart: 7 * 60 + 30 }, schedule).getTime() - deadline.getTime()).toBe(24 * 3600 * 1000);
  });
});

describe('loads and time windows', () => {
  it('totals pallets (a half counts half), loose square feet, yards (a half yard counts half) and tons', async () => {
    const { loadTotals, sumLoads, isTimeWindow, isOverbooked } = await import('@/domain/order-schedule');
    const a = loadTotals([
      { quantity: 3, unit: 'PALLET' },
      { quantity: 1, unit: 'HALF_PALLET' },
      { quantity: 10, unit: 'PIECE' },
      { quantity: 40, unit: 'SQ_FT' },
    ]);
    expect(a).toEqual({ pallets: 3.5, looseSqFt: 67, yards: 0, tons: 0 });
    const b = loadTotals([
      { quantity: 4, unit: 'CUBIC_YARD' },
      { quantity: 3, unit: 'HALF_YARD' },
      { quantity: 2, unit: 'TON' },
    ]);
    expect(b).toEqual({ pallets: 0, looseSqFt: 0, yards: 5.5, tons: 2 });
    expect(sumLoads([a, b])).toEqual({ pallets: 3.5, looseSqFt: 67, yards: 5.5, tons: 2 });
    expect([isTimeWindow(450, 600), isTimeWindow(455, 600), isTimeWindow(600, 450)]).toEqual([true, false, false]);
    expect([isOverbooked(8, 8), isOverbooked(9, 8)]).toEqual([false, true]);
  });
});

describe('a scheduled delivery scheduled again', () => {
  const same = { fromDate: '2030-06-03', date: '2030-06-03', fromWindowStart: 450, windowStart: 450, fromWindowEnd: 600, windowEnd: 600 };
  it('is the customer’s news for a new date or window, not for another truck or driver', () => {
    expect(customerSeesReschedule(same)).toBe(false);
    expect(customerSeesReschedule({ ...same, date: '2030-06-04' })).toBe(true);
    expect(customerSeesReschedule({ ...same, windowStart: 600, windowEnd: 750 })).toBe(true);
  });
});
