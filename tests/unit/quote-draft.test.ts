import { describe, expect, it } from 'vitest';
import { QUOTE_LIMITS } from '@/domain/pricing';
import { parseStoredDraft } from '@/features/quote/quote-draft';

const line = { id: 'a1', productId: 'raleigh', quantity: 3, unit: 'PALLET' };
/** What a draft holds besides its lines and miles, when nothing else was kept. */
const defaults = { zip: '', fulfilment: 'DELIVERY', date: '' };

describe('the quote draft kept in the browser', () => {
  it('comes back as it was stored', () => {
    expect(parseStoredDraft(JSON.stringify({ lines: [line], miles: 12 }))).toEqual({ lines: [line], miles: 12, ...defaults });
    const full = { lines: [line], miles: '', zip: '77380', fulfilment: 'PICKUP', date: '2026-12-01' };
    expect(parseStoredDraft(JSON.stringify(full))).toEqual(full);
  });

  it('keeps no price or other field someone added to storage: prices always come from the server', () => {
    const stored = JSON.stringify({ lines: [{ ...line, unitPriceCents: 1 }], miles: 5, totalCents: 1 });
    expect(parseStoredDraft(stored)).toEqual({ lines: [line], miles: 5, ...defaults });
  });

  it('shows 0 miles as an empty field', () => {
    expect(parseStoredDraft(JSON.stringify({ lines: [line], miles: 0 })).miles).toBe('');
  });

  it('starts afresh when nothing, corrupt JSON or a different shape is stored', () => {
    const empty = { lines: [], miles: '', ...defaults };
    expect(parseStoredDraft(null)).toEqual(empty);
    expect(parseStoredDraft('{not json')).toEqual(empty);
    expect(parseStoredDraft(JSON.stringify({ lines: 'x', miles: 1 }))).toEqual(empty);
  });

  it('refuses values a visitor could not have entered (tampered storage)', () => {
    const bad = [
      { lines: [{ ...line, quantity: 0 }], miles: 1 },
      { lines: [{ ...line, quantity: 2.5 }], miles: 1 },
      { lines: [{ ...line, quantity: QUOTE_LIMITS.maxQuantity + 1 }], miles: 1 },
      { lines: [{ ...line, unit: 'TRUCKLOAD' }], miles: 1 },
      { lines: [{ ...line, productId: '' }], miles: 1 },
      { lines: [line], miles: -1 },
      { lines: [line], miles: QUOTE_LIMITS.maxMiles + 1 },
      { lines: Array.from({ length: QUOTE_LIMITS.maxLines + 1 }, (_, i) => ({ ...line, id: `l${i}` })), miles: 1 },
    ];
    for (const draft of bad) expect(parseStoredDraft(JSON.stringify(draft)), JSON.stringify(draft).slice(0, 80)).toEqual({ lines: [], miles: '', ...defaults });
    // A ZIP or date that is not one is dropped; the rest of the draft stays.
    expect(parseStoredDraft(JSON.stringify({ lines: [line], miles: 1, zip: '<b>', date: 'soon', fulfilment: 'DRONE' }))).toEqual({ lines: [line], miles: 1, ...defaults });
  });

  it('keeps the largest draft the calculator allows', () => {
    const lines = Array.from({ length: QUOTE_LIMITS.maxLines }, (_, i) => ({ ...line, id: `l${i}`, quantity: QUOTE_LIMITS.maxQuantity }));
    expect(parseStoredDraft(JSON.stringify({ lines, miles: QUOTE_LIMITS.maxMiles })).lines).toHaveLength(QUOTE_LIMITS.maxLines);
  });
});
