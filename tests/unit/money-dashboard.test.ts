import { describe, expect, it } from 'vitest';
import { mondayOf, moneyDashboard, type DashboardLedger } from '@/domain/money-dashboard';

// The business calendar is UTC here; the service passes America/Chicago's.
const clock = {
  today: '2026-11-26',
  weekStart: new Date('2026-11-23T00:00:00Z'),
  dateOf: (d: Date) => d.toISOString().slice(0, 10),
};
const row = (id: string, kind: 'PAYMENT' | 'REFUND' | 'REVERSAL', amountCents: number, at: string, reversesId: string | null = null) => ({
  id,
  kind,
  amountCents,
  reversesId,
  createdAt: new Date(at),
});
const ledger = (deliveryDate: string, balanceCents: number, rows: DashboardLedger['rows'] = [], status: DashboardLedger['status'] = 'SCHEDULED'): DashboardLedger => ({
  deliveryDate,
  status,
  balanceCents,
  rows,
});

describe('the money dashboard', () => {
  it('finds the Monday of a week, across a month and a year', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('counts payments taken this week before their delivery day, not reversed ones, last week’s or those at delivery', () => {
    const result = moneyDashboard(
      [
        ledger('2026-12-01', 0, [row('a', 'PAYMENT', 5_000, '2026-11-24T15:00:00Z'), row('b', 'PAYMENT', 700, '2026-11-24T16:00:00Z'), row('c', 'REVERSAL', 700, '2026-11-24T16:05:00Z', 'b')]),
        ledger('2026-11-30', 0, [row('d', 'PAYMENT', 1_234, '2026-11-22T23:59:00Z')]), // last week
        ledger('2026-11-25', 0, [row('e', 'PAYMENT', 9_999, '2026-11-25T18:00:00Z')], 'DELIVERED'), // paid on the day
      ],
      clock,
    );
    expect(result.depositsThisWeek).toEqual({ cents: 5_000, count: 1 });
  });

  it('adds the balances to collect today and tomorrow, and receivables of delivered orders older than 30 days', () => {
    const result = moneyDashboard(
      [
        ledger('2026-11-26', 12_345),
        ledger('2026-11-26', 0),
        ledger('2026-11-26', 500, [], 'CANCELLED'),
        ledger('2026-11-27', 1_000),
        ledger('2026-11-27', 2_001),
        ledger('2026-10-26', 4_000, [], 'DELIVERED'), // 31 days ago
        ledger('2026-10-27', 8_000, [], 'DELIVERED'), // exactly 30: not yet
        ledger('2026-09-01', -300, [], 'DELIVERED'), // we owe them
      ],
      clock,
    );
    expect(result.collectToday).toEqual({ cents: 12_345, count: 1 });
    expect(result.collectTomorrow).toEqual({ cents: 3_001, count: 2 });
    expect(result.receivables).toEqual({ cents: 4_000, count: 1 });
  });
});
