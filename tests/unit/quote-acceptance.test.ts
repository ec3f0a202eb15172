import { describe, expect, it } from 'vitest';
import { acceptanceIssue, carriesMemberPrices } from '@/domain/quote-acceptance';

const now = new Date('2026-11-29T12:00:00Z');
const open = { status: 'DRAFT' as const, validUntil: new Date('2026-12-10T00:00:00Z'), carriesMemberPrices: false };

describe('acceptanceIssue', () => {
  it('a saved quote within its dates is open', () => {
    expect(acceptanceIssue(open, false, now)).toBeNull();
    expect(acceptanceIssue({ ...open, validUntil: null }, false, now)).toBeNull();
  });
  it('past its date it has expired', () => {
    expect(acceptanceIssue({ ...open, validUntil: new Date('2026-11-29T11:59:59Z') }, false, now)).toBe('expired');
  });
  it('marked EXPIRED by staff it is withdrawn, even within its dates', () => {
    expect(acceptanceIssue({ ...open, status: 'EXPIRED' }, true, now)).toBe('withdrawn');
  });
  it('at member prices it is open only while the account is a member', () => {
    expect(acceptanceIssue({ ...open, carriesMemberPrices: true }, true, now)).toBeNull();
    expect(acceptanceIssue({ ...open, carriesMemberPrices: true }, false, now)).toBe('withdrawn');
  });
  it('reads member prices from the lines', () => {
    expect(carriesMemberPrices([{ regularUnitPriceCents: null }])).toBe(false);
    expect(carriesMemberPrices([{ regularUnitPriceCents: null }, { regularUnitPriceCents: 45000 }])).toBe(true);
  });
});
