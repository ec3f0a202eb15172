import { describe, expect, it } from 'vitest';
import { bandGaps, bandIssues, type BandInput } from '@/domain/admin-bands';

const band = (deliveryType: 'GRASS' | 'BULK', start: number, end: number | null, isActive = true): BandInput => ({
  deliveryType,
  mileRangeStart: start,
  mileRangeEnd: end,
  isActive,
});

describe('bandIssues', () => {
  it('accepts the seeded bands: touching integer ranges and an open last band', () => {
    expect(bandIssues([band('GRASS', 0, 30), band('GRASS', 31, 60), band('GRASS', 61, null), band('BULK', 0, 20), band('BULK', 21, null)])).toEqual([]);
  });

  it('rejects overlapping active bands of one type, naming both', () => {
    const issues = bandIssues([band('GRASS', 0, 30), band('GRASS', 25, 60)]);
    expect(issues).toEqual([{ key: 'admin:bands.errors.overlap', values: { type: 'grass', first: '0–30', second: '25–60' }, rows: [0, 1] }]);
  });

  it('rejects a band after an open-ended one, and a shared boundary mile', () => {
    expect(bandIssues([band('BULK', 0, null), band('BULK', 50, 60)])).toHaveLength(1);
    expect(bandIssues([band('BULK', 0, 30), band('BULK', 30, 60)])).toHaveLength(1);
  });

  it('rejects a reversed band', () => {
    expect(bandIssues([band('GRASS', 40, 30)])).toEqual([{ key: 'admin:bands.errors.reversed', values: { range: '40–30' }, rows: [0] }]);
  });

  it('ignores inactive bands and bands of the other type', () => {
    expect(bandIssues([band('GRASS', 0, 30), band('GRASS', 10, 20, false), band('BULK', 0, 30), band('GRASS', 50, 40, false)])).toEqual([]);
  });
});

describe('bandGaps', () => {
  it('lists uncovered miles between bands and beyond the last closed band', () => {
    expect(bandGaps([band('GRASS', 0, 30), band('GRASS', 40, 60)], 'GRASS')).toEqual([
      { from: 31, to: 39 },
      { from: 61, to: null },
    ]);
    expect(bandGaps([band('GRASS', 0, 30), band('GRASS', 31, null)], 'GRASS')).toEqual([]);
    expect(bandGaps([], 'BULK')).toEqual([{ from: 0, to: null }]);
  });
});
