import { describe, expect, it } from 'vitest';
import { parseWholeNumber, settledWholeNumber, steppedWholeNumber, typedWholeNumber, wholeNumberIssue } from '@/domain/whole-number';

const quantity = { min: 1, max: 10_000 };
const miles = { min: 0, max: 1_000 };

describe('typing into a whole-number field', () => {
  it('reads whole numbers, with or without thousands separators (English or Spanish)', () => {
    expect(typedWholeNumber('12', quantity)).toBe(12);
    expect(typedWholeNumber('1,500', quantity)).toBe(1500);
    expect(typedWholeNumber('1.500', quantity)).toBe(1500);
    expect(typedWholeNumber('1 500', quantity)).toBe(1500);
  });

  it('never turns a decimal part, a unit or a sign into more digits', () => {
    expect(typedWholeNumber('2.5', quantity)).toBe(2);
    expect(typedWholeNumber('1,5', quantity)).toBe(1);
    expect(typedWholeNumber('2.50', quantity)).toBe(2);
    expect(typedWholeNumber(' 3 pallets', quantity)).toBe(3);
    expect(typedWholeNumber('12.5 miles', miles)).toBe(12);
    expect(typedWholeNumber('-4', quantity)).toBe('');
  });

  it('tells a decimal part from a thousands separator', () => {
    for (const notWhole of ['2.5', '2,5', '14.50', '1,5000', '0.5', '1, 500', '12 3', '3 1/2', '.5']) expect(wholeNumberIssue(notWhole), notWhole).toBe('notWhole');
    for (const whole of ['2', '1,500', '1.500', '1 500', '12,000,000', '2.', '', '3 pallets']) expect(wholeNumberIssue(whole), whole).toBeNull();
  });

  it('is empty when nothing numeric is left', () => {
    expect(typedWholeNumber('', quantity)).toBe('');
    expect(typedWholeNumber('abc', quantity)).toBe('');
  });

  it('never goes above the maximum, however long the paste', () => {
    expect(typedWholeNumber('10001', quantity)).toBe(10_000);
    expect(typedWholeNumber('99999999999999999999999', quantity)).toBe(10_000);
    expect(typedWholeNumber('1000', miles)).toBe(1000);
    expect(typedWholeNumber('1001', miles)).toBe(1000);
  });

  it('drops leading zeros but keeps a lone zero', () => {
    expect(typedWholeNumber('007', miles)).toBe(7);
    expect(typedWholeNumber('0', miles)).toBe(0);
  });
});

describe('leaving a whole-number field', () => {
  it('raises a value below the minimum to it', () => {
    expect(settledWholeNumber(0, quantity)).toBe(1);
    expect(settledWholeNumber(0, miles)).toBe(0);
  });

  it('leaves an empty field empty and an in-range value alone', () => {
    expect(settledWholeNumber('', quantity)).toBe('');
    expect(settledWholeNumber(42, quantity)).toBe(42);
  });
});

describe('arrow keys in a whole-number field', () => {
  it('step by one within the range', () => {
    expect(steppedWholeNumber(5, 1, quantity)).toBe(6);
    expect(steppedWholeNumber(5, -1, quantity)).toBe(4);
    expect(steppedWholeNumber(1, -1, quantity)).toBe(1);
    expect(steppedWholeNumber(10_000, 1, quantity)).toBe(10_000);
  });

  it('start from the minimum when the field is empty', () => {
    expect(steppedWholeNumber('', 1, quantity)).toBe(1);
    expect(steppedWholeNumber('', -1, miles)).toBe(0);
  });
});

describe('a back-office number field (sort order, miles, year)', () => {
  it('reads 1 to 5 digits, around spaces, by default', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber(' 40 ')).toBe(40);
    expect(parseWholeNumber('99999')).toBe(99999);
  });

  it('refuses empty text, signs, decimals, separators and too many digits', () => {
    for (const text of ['', '  ', '-1', '+1', '2.5', '1,000', '12a', '100000']) expect(parseWholeNumber(text)).toBeNull();
  });

  it('takes a shorter limit (a year has 4 digits)', () => {
    expect(parseWholeNumber('1998', 4)).toBe(1998);
    expect(parseWholeNumber('19980', 4)).toBeNull();
  });
});
