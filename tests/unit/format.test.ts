import { describe, expect, it } from 'vitest';
import { formatCents, formatTimeOfDay } from '@/lib/format';
import { telHref } from '@/config/business';

describe('money formatting', () => {
  it('shows integer cents with a $ sign and exactly 2 decimals in both languages', () => {
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(formatCents(82, 'en')).toBe('$0.82');
    expect(formatCents(7500, 'es')).toBe('$75.00');
    expect(formatCents(123456789, 'en')).toBe('$1,234,567.89');
    expect(formatCents(-505, 'en')).toBe('-$5.05');
  });
});

describe('hours and phone', () => {
  it('formats opening times on the 12-hour clock', () => {
    expect(formatTimeOfDay('07:30', 'en')).toBe('7:30 AM');
    expect(formatTimeOfDay('16:30', 'es')).toBe('4:30 PM');
    expect(formatTimeOfDay('12:30', 'en')).toBe('12:30 PM');
  });

  it('builds tel: links with the country code', () => {
    expect(telHref('(281) 555-0142')).toBe('tel:+12815550142');
    expect(telHref('+1 281 555 0142')).toBe('tel:+12815550142');
  });
});
