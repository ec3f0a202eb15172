import { describe, expect, it } from 'vitest';
import { quoteIdRange, quoteNumber } from '@/domain/quote-number';

const id = 'ffc6dfc1-1234-4abc-8def-0123456789ab';

describe('quote numbers', () => {
  it('are the first 8 characters of the id', () => {
    expect(quoteNumber(id)).toBe('ffc6dfc1');
  });

  it('stand for every id that starts with them; a whole id for itself; anything else for none', () => {
    expect(quoteIdRange('#FFC6DFC1')).toEqual({ gte: 'ffc6dfc1-0000-0000-0000-000000000000', lte: 'ffc6dfc1-ffff-ffff-ffff-ffffffffffff' });
    expect(quoteIdRange(` ${id.toUpperCase()} `)).toEqual({ gte: id, lte: id });
    for (const text of ['ffc6dfc', 'ffc6dfc1x', 'ana@example.com', 'gggggggg', '']) expect(quoteIdRange(text)).toBeNull();
  });
});
