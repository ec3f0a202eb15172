// The input building blocks: text and dates the database cannot hold are refused with a
// translation key, everything else passes unchanged.
import { describe, expect, it } from 'vitest';
import { DATE_INVALID, DATE_LIMITS, DATE_OUT_OF_RANGE, UNSUPPORTED_CHARACTERS, date, isStorableText, text } from '@/domain/input-schema';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['Ana Ruiz', true],
    ['Piedra de río, 3 m²', true],
    ['tab\tnewline\nreturn\r', true],
    ['emoji 😀 and flags 🇲🇽', true],
    ['\u202e right-to-left override', true],
    ['\u0000', false],
    ['Ana\u0000Ruiz', false],
    ['end\u0000', false],
    ['lone high \ud800', false],
    ['\ud800 lone high first', false],
    ['lone low \udc00', false],
    ['reversed pair \ude00\ud83d', false],
  ])('%j → %s', (value, storable) => {
    expect(isStorableText(value)).toBe(storable);
  });
});

describe('text()', () => {
  const name = text('auth:validation.nameRequired').trim().min(1, 'auth:validation.nameRequired').max(5, 'auth:validation.nameTooLong');
  const firstMessage = (value: unknown) => name.safeParse(value).error?.issues.map((issue) => issue.message);

  it('keeps the chained rules', () => {
    expect(name.parse('  Ana ')).toBe('Ana');
    expect(firstMessage('   ')).toEqual(['auth:validation.nameRequired']);
    expect(firstMessage('Ana Ruiz')).toEqual(['auth:validation.nameTooLong']);
  });

  it('refuses unstorable text with one message, before the other rules', () => {
    expect(firstMessage('\u0000')).toEqual([UNSUPPORTED_CHARACTERS]);
    expect(firstMessage(`Ana\u0000 ${'x'.repeat(100)}`)).toEqual([UNSUPPORTED_CHARACTERS]);
    expect(firstMessage('A\udc00')).toEqual([UNSUPPORTED_CHARACTERS]);
  });

  it('answers a value that is not a string with the given message', () => {
    expect(firstMessage(42)).toEqual(['auth:validation.nameRequired']);
  });
});

describe('date()', () => {
  const schema = date();
  const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it.each([
    ['the lower limit', DATE_LIMITS.min],
    ['the upper limit', DATE_LIMITS.max],
    ['today', new Date()],
  ])('accepts %s', (_, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it.each([
    ['the largest JavaScript date (year 275760)', new Date(8.64e15)],
    ['the smallest JavaScript date (271821 BC)', new Date(-8.64e15)],
    ['year 0', new Date('0000-01-01T00:00:00Z')],
    ['just before 1900', new Date(DATE_LIMITS.min.getTime() - 1)],
    ['just after 9999', new Date(DATE_LIMITS.max.getTime() + 1)],
  ])('refuses %s', (_, value) => {
    expect(messages(value)).toEqual([DATE_OUT_OF_RANGE]);
  });

  it('refuses an invalid date and anything that is not a date', () => {
    expect(messages(new Date(Number.NaN))).toEqual([DATE_INVALID]);
    expect(messages('2026-01-01')).toEqual([DATE_INVALID]);
  });
});
