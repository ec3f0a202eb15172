import { describe, expect, it } from 'vitest';
import { QUOTE_LIMITS, QUOTE_UNITS } from '@/domain/pricing';
import { saveQuoteInputSchema } from '@/domain/quote-schema';
import { parseStoredDraft } from '@/features/quote/quote-draft';

const line = { id: 'a1', productId: 'raleigh', quantity: 3, unit: 'PALLET' };
/** What a draft holds besides its lines and miles, when nothing else was kept. */
const defaults = { zip: '', fulfilment: 'DELIVERY', date: '', installation: false };

describe('the quote draft kept in the browser', () => {
  it('comes back as it was stored', () => {
    expect(parseStoredDraft(JSON.stringify({ lines: [line], miles: 12 }))).toEqual({ lines: [line], miles: 12, ...defaults });
    const full = { lines: [line], miles: '', zip: '77380', fulfilment: 'PICKUP', date: '2026-12-01', installation: true };
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

// The draft is checked by hand (no zod on the quote page); these cases go to both checks, so the
// two cannot drift: what the draft keeps, the save schema accepts, and the other way round.
describe('the stored draft and the save schema agree', () => {
  const saved = { fulfilment: 'DELIVERY', zip: '77380', typedMiles: null, requestedDate: '2026-12-01', language: 'en' };
  const schemaTakes = (input: Record<string, unknown>) => saveQuoteInputSchema.safeParse({ ...saved, lines: [line], ...input }).success;
  const draftKeeps = (draft: Record<string, unknown>) => parseStoredDraft(JSON.stringify({ lines: [line], miles: '', ...draft }));

  it('on a line: product id, quantity and unit', () => {
    const lines = [
      line,
      { ...line, productId: '' },
      { ...line, productId: '   ' },
      { ...line, productId: 'x'.repeat(QUOTE_LIMITS.maxIdLength) },
      { ...line, productId: 'x'.repeat(QUOTE_LIMITS.maxIdLength + 1) },
      { ...line, productId: 7 },
      ...[0, 1, 2.5, -3, QUOTE_LIMITS.maxQuantity, QUOTE_LIMITS.maxQuantity + 1, '4', null].map((quantity) => ({ ...line, quantity })),
      ...[...QUOTE_UNITS, 'TRUCKLOAD', 'pallet', ''].map((unit) => ({ ...line, unit })),
    ];
    for (const candidate of lines) {
      const { id: _id, ...sent } = candidate;
      expect(draftKeeps({ lines: [candidate] }).lines.length === 1, JSON.stringify(candidate)).toBe(schemaTakes({ lines: [sent] }));
    }
  });

  it('on the number of lines', () => {
    for (const count of [1, QUOTE_LIMITS.maxLines, QUOTE_LIMITS.maxLines + 1]) {
      const lines = Array.from({ length: count }, (_, i) => ({ ...line, id: `l${i}` }));
      expect(draftKeeps({ lines }).lines.length === count, `${count} lines`).toBe(schemaTakes({ lines: lines.map(({ id: _id, ...sent }) => sent) }));
    }
  });

  it('on miles typed (empty in the draft is null, estimated, in the schema)', () => {
    for (const miles of ['', 1, 0, -1, 2.5, QUOTE_LIMITS.maxMiles, QUOTE_LIMITS.maxMiles + 1, '12']) {
      const kept = draftKeeps({ miles }).lines.length === 1;
      expect(kept, JSON.stringify(miles)).toBe(schemaTakes({ typedMiles: miles === '' ? null : miles }));
    }
  });

  it('on a whole ZIP code, the date and delivery or pickup', () => {
    for (const zip of ['77380', 'abcde', '7738a', '773801', ' 7738']) expect(draftKeeps({ zip }).zip === zip, zip).toBe(schemaTakes({ zip }));
    // Fewer digits are kept while the visitor types; the schema wants all five when the quote is sent.
    expect(draftKeeps({ zip: '773' }).zip).toBe('773');
    for (const date of ['2026-12-01', '2026-1-01', 'soon', '']) expect(draftKeeps({ date }).date === date && date !== '', date).toBe(schemaTakes({ requestedDate: date }));
    for (const fulfilment of ['DELIVERY', 'PICKUP', 'DRONE']) expect(draftKeeps({ fulfilment }).fulfilment === fulfilment, fulfilment).toBe(schemaTakes({ fulfilment }));
  });
});
