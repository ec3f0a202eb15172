// The rain day (issue 46): which orders of a date move and which stay, the new date's rules (an
// open day, not past, not the same), and the check that the day did not change since staff
// confirmed the move; the timeline's record of a move told apart from a change of state.
import { describe, expect, it } from 'vitest';
import { movedDetails, newDateIssue, rainDayFate, sameOrders } from '@/domain/rain-day';
import type { Schedule } from '@/domain/delivery-date';

// Monday to Saturday, closed on Sundays and on 2031-07-04.
const schedule: Schedule = { hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '07:30', closes: '16:30' }], closedDates: ['2031-07-04'] };

describe('what a rain day does with an order of the date', () => {
  it.each([
    ['ACCEPTED', 'DELIVERY', 'move'],
    ['SCHEDULED', 'DELIVERY', 'move'],
    ['OUT_FOR_DELIVERY', 'DELIVERY', 'onTheRoad'],
    ['ACCEPTED', 'PICKUP', 'pickup'],
    ['SCHEDULED', 'PICKUP', 'pickup'],
    ['OUT_FOR_DELIVERY', 'PICKUP', 'pickup'],
    ['DELIVERED', 'DELIVERY', 'done'],
    ['CANCELLED', 'DELIVERY', 'done'],
    ['CANCELLED', 'PICKUP', 'done'],
  ] as const)('%s %s: %s', (status, fulfilment, fate) => {
    expect(rainDayFate({ status, fulfilment })).toBe(fate);
  });
});

describe('the new date', () => {
  const today = '2031-07-01';
  it.each([
    ['2031-07-03', null],
    ['2031-07-01', null],
    ['2031-07-02', 'same'],
    ['2031-06-30', 'past'],
    ['2031-07-06', 'closed'],
    ['2031-07-04', 'closed'],
    ['2031-02-30', 'invalid'],
    ['', 'invalid'],
  ] as const)('moving 2031-07-02 to "%s": %s', (newDate, issue) => {
    expect(newDateIssue('2031-07-02', newDate, today, schedule)).toBe(issue);
  });

  it('a past date can still be emptied onto an open day', () => {
    expect(newDateIssue('2031-06-27', '2031-07-02', today, schedule)).toBeNull();
  });
});

describe('the orders staff confirmed', () => {
  const now = [
    { id: 'a', version: 2 },
    { id: 'b', version: 1 },
  ];
  it('match in any order at the same versions', () => {
    expect(sameOrders([now[1]!, now[0]!], now)).toBe(true);
  });
  it.each([
    ['one moved meanwhile', [{ id: 'a', version: 1 }, { id: 'b', version: 1 }]],
    ['one added since', [{ id: 'a', version: 2 }]],
    ['one gone since', [...now, { id: 'c', version: 1 }]],
    ['one named twice', [{ id: 'a', version: 2 }, { id: 'a', version: 2 }]],
  ])('differ when %s', (_case, confirmed) => {
    expect(sameOrders(confirmed, now)).toBe(false);
  });
});

describe('the timeline’s record of a move', () => {
  it('is read from a moved event’s details, and from nothing else', () => {
    expect(movedDetails({ kind: 'moved', fromDate: '2031-07-02', date: '2031-07-03', reason: null })).toEqual({ kind: 'moved', fromDate: '2031-07-02', date: '2031-07-03', reason: null });
    expect(movedDetails({ kind: 'moved', fromDate: '2031-07-02', date: '2031-07-03', reason: 'Flooded road' })?.reason).toBe('Flooded road');
    for (const other of [null, {}, { date: '2031-07-03', truck: 'Luis' }, { kind: 'moved', date: '2031-07-03' }, 'moved']) expect(movedDetails(other)).toBeNull();
  });
});
