import { describe, expect, it } from 'vitest';
import { readTypedNumber } from '@/domain/typed-number';

const value = (text: string, lang: 'en' | 'es') => {
  const read = readTypedNumber(text, lang);
  return read.kind === 'number' ? read.value : read.kind;
};

describe('a number typed as people write it', () => {
  it.each([
    ['1500', 1500, 1500],
    ['1,500', 1500, 1500],
    ['1 500', 1500, 1500],
    ['1,500,000', 1_500_000, 1_500_000],
    ['12.5', 12.5, 12.5],
    ['.5', 0.5, 0.5],
    ['1,500.25', 1500.25, 1500.25],
    ['2,000 ', 2000, 2000],
  ])('%s reads the same in both languages', (text, en, es) => {
    expect(value(text, 'en')).toBe(en);
    expect(value(text, 'es')).toBe(es);
  });

  it('reads the Spanish ways of writing thousands and decimals on /es', () => {
    expect(value('1.500', 'es')).toBe(1500);
    expect(value('1.500.000', 'es')).toBe(1_500_000);
    expect(value('2,5', 'es')).toBe(2.5);
    expect(value('1.500,5', 'es')).toBe(1500.5);
    expect(value('0,500', 'es')).toBe(0.5);
  });

  it('reads a point as the decimal mark in English and refuses a decimal comma instead of guessing', () => {
    expect(value('1.500', 'en')).toBe(1.5);
    expect(value('2,5', 'en')).toBe('unreadable');
    expect(value('1.500,5', 'en')).toBe('unreadable');
  });

  it('refuses what is not one number, and tells empty apart', () => {
    for (const text of ['abc', '1,50,0', '1.5.5', '-3', '12 ft', ',', '1,5000', '1,500.2.3']) expect(value(text, 'en'), text).toBe('unreadable');
    expect(value('   ', 'en')).toBe('empty');
  });
});
