// Delivery bands as staff edit them: among the ACTIVE bands of one type, no band may be reversed
// (end below start) and no two may overlap, or the quote could not tell which one applies.
import { DELIVERY_TYPES, type DeliveryType } from './delivery-fee';

export type BandType = DeliveryType;

export interface BandInput {
  deliveryType: BandType;
  mileRangeStart: number;
  /** null = open-ended. */
  mileRangeEnd: number | null;
  isActive: boolean;
}

export interface BandIssue {
  /** Translation key (admin namespace) and its values. */
  key: string;
  values: Record<string, string | number>;
  /** Indexes (in the input list) of the rows concerned. */
  rows: number[];
}

const range = (b: BandInput) => `${b.mileRangeStart}–${b.mileRangeEnd ?? '∞'}`;

/** Problems that make a set of bands unsavable; empty when it is fine. */
export function bandIssues(bands: readonly BandInput[]): BandIssue[] {
  const issues: BandIssue[] = [];
  bands.forEach((band, index) => {
    if (!band.isActive) return;
    if (band.mileRangeEnd !== null && band.mileRangeEnd < band.mileRangeStart) {
      issues.push({ key: 'admin:bands.errors.reversed', values: { range: range(band) }, rows: [index] });
    }
  });
  for (const type of DELIVERY_TYPES) {
    const active = bands
      .map((band, index) => ({ band, index }))
      .filter(({ band }) => band.isActive && band.deliveryType === type)
      .sort((a, b) => a.band.mileRangeStart - b.band.mileRangeStart);
    for (let i = 1; i < active.length; i += 1) {
      const prev = active[i - 1]!;
      const next = active[i]!;
      const prevEnd = prev.band.mileRangeEnd;
      // Integer miles: 0–30 and 31–60 touch without overlapping.
      if (prevEnd === null || next.band.mileRangeStart <= prevEnd) {
        issues.push({
          key: 'admin:bands.errors.overlap',
          values: { type: type.toLowerCase(), first: range(prev.band), second: range(next.band) },
          rows: [prev.index, next.index],
        });
      }
    }
  }
  return issues;
}

/** Miles no active band covers (between bands, or beyond the last closed one): the fee there is 0. */
export function bandGaps(bands: readonly BandInput[], type: BandType): { from: number; to: number | null }[] {
  const active = bands.filter((b) => b.isActive && b.deliveryType === type).sort((a, b) => a.mileRangeStart - b.mileRangeStart);
  const gaps: { from: number; to: number | null }[] = [];
  let covered = -1;
  for (const band of active) {
    if (band.mileRangeStart > covered + 1) gaps.push({ from: covered + 1, to: band.mileRangeStart - 1 });
    if (band.mileRangeEnd === null) return gaps;
    covered = Math.max(covered, band.mileRangeEnd);
  }
  gaps.push({ from: covered + 1, to: null });
  return gaps;
}
