import { describe, expect, it } from 'vitest';
import { formatBusinessDay, formatBusinessTime, formatCents, formatTimeOfDay, formatTimeWindow } from '@/lib/format';
import { TIME_WINDOWS } from '@/domain/order-schedule';
import { dayBoundary } from '@/features/admin/format';
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

describe('delivery time windows', () => {
  it('reads on the 12-hour clock in English, the half of the day said once when both ends share it', () => {
    expect(TIME_WINDOWS.map((w) => formatTimeWindow(w.start, w.end, 'en'))).toEqual(['7:30–10:00 AM', '10:00 AM–12:30 PM', '12:30–2:30 PM', '2:30–4:30 PM']);
  });

  it('reads in Spanish on the clock the Spanish pages use for opening hours', () => {
    for (const w of TIME_WINDOWS) {
      const [from, to] = [w.start, w.end].map((m) => formatTimeOfDay(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`, 'es'));
      expect([`${from}–${to}`, `${from!.split(' ')[0]}–${to}`]).toContain(formatTimeWindow(w.start, w.end, 'es'));
    }
    expect(formatTimeWindow(750, 870, 'es')).not.toBe('12:30–14:30');
  });
});

describe('moments on the business clock', () => {
  // 03:30 UTC on December 5 is still the evening of December 4 in Magnolia: the office, the
  // driver's phone and the customer read the yard's time, whatever time zone the device is set to.
  const lateEvening = new Date('2026-12-05T03:30:00Z');

  it('shows when something happened in Central time, in each language', () => {
    expect(formatBusinessTime(lateEvening, 'en')).toMatch(/^Dec 4, 2026, 9:30\sPM$/);
    expect(formatBusinessTime(lateEvening.toISOString(), 'es')).toMatch(/^4 dic 2026, 9:30\sp\.\s?m\.$/);
  });

  it('gives the day on the business calendar', () => {
    expect(formatBusinessDay(lateEvening, 'en')).toBe('Dec 4, 2026');
  });

  it("filters the back office's lists by whole days in Magnolia, across a daylight-saving change", () => {
    expect(dayBoundary('2026-12-04', false)?.toISOString()).toBe('2026-12-04T06:00:00.000Z');
    expect(dayBoundary('2026-12-04', true)?.toISOString()).toBe('2026-12-05T05:59:59.999Z');
    // The clocks go forward on March 8, 2026: that day has 23 hours.
    expect(dayBoundary('2026-03-08', true)?.toISOString()).toBe('2026-03-09T04:59:59.999Z');
    expect(dayBoundary('2026-02-30', false)).toBeUndefined();
    expect(dayBoundary('', true)).toBeUndefined();
  });
});
