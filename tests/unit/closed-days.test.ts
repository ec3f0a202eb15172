// Closed days staff keep (issue 41): a yearly holiday closes its month and day every year from its
// date on, so Christmas Day is never offered, whatever year it is.
import { describe, expect, it } from 'vitest';
import { expandClosedDays } from '@/domain/closed-days';
import { deliveryDateIssue } from '@/domain/delivery-date';

describe('closed days', () => {
  it('repeats a yearly holiday every year from its date on, within the range asked for', () => {
    expect(expandClosedDays([{ date: '2025-12-25', yearly: true }], '2026-11-29', '2028-06-30')).toEqual(['2026-12-25', '2027-12-25']);
    // Not before the year it was set for.
    expect(expandClosedDays([{ date: '2027-07-04', yearly: true }], '2026-01-01', '2028-12-31')).toEqual(['2027-07-04', '2028-07-04']);
  });

  it('keeps a one-off day only in range, merges repeats and sorts', () => {
    const entries = [
      { date: '2026-12-24', yearly: false },
      { date: '2025-12-25', yearly: true },
      { date: '2026-12-25', yearly: false },
      { date: '2026-11-01', yearly: false },
    ];
    expect(expandClosedDays(entries, '2026-11-29', '2027-12-31')).toEqual(['2026-12-24', '2026-12-25', '2027-12-25']);
  });

  it('puts a Feb 29 holiday in leap years only', () => {
    expect(expandClosedDays([{ date: '2024-02-29', yearly: true }], '2025-01-01', '2029-12-31')).toEqual(['2028-02-29']);
  });

  it('makes Christmas Day a closed day for the delivery date rule in a year staff never entered', () => {
    const schedule = {
      hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '07:30', closes: '16:30' }],
      closedDates: expandClosedDays([{ date: '2024-12-25', yearly: true }], '2027-11-01', '2028-12-31'),
    };
    expect(deliveryDateIssue('2027-12-25', new Date('2027-11-29T15:00:00Z'), 24, schedule)).toBe('closed');
    expect(deliveryDateIssue('2027-12-24', new Date('2027-11-29T15:00:00Z'), 24, schedule)).toBeNull();
  });
});
