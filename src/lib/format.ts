import { intlLocale, type Lang } from '@/i18n/languages';
import { weekRuns, type WeekHours } from '@/domain/business-facts';
import { BUSINESS_TIME_ZONE } from '@/domain/delivery-date';

/** Integer cents as money in the visitor's locale, always with 2 decimals: $1,234.50 */
export function formatCents(cents: number, lang: Lang): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  // Whole dollars and cents are formatted apart, so no float ever carries the amount.
  const format = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(intlLocale[lang]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}$${format.format(dollars)}${decimal}${rest}`;
}

/**
 * A moment on the business's clock (Central time), whatever the reader's device says: "Dec 4,
 * 2026, 7:30 AM". Every screen that shows when something happened uses this, so the office, the
 * driver's phone and the customer read the same time.
 */
export function formatBusinessTime(date: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(new Date(date));
}

/** The day of a moment on the business's clock: "Dec 4, 2026". */
export function formatBusinessDay(date: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }).format(new Date(date));
}

/** A whole or decimal number with the language's grouping: 2100 → "2,100". */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 }).format(value);
}

/** '07:30' as '7:30 AM' (both languages use the 12-hour clock in the US). */
export function formatTimeOfDay(hhmm: string, lang: Lang): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  void lang;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Minutes after midnight (a window's end) on the language's clock: 450 → '7:30 AM'. */
export function formatMinutes(minutes: number, lang: Lang): string {
  return formatTimeOfDay(`${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, lang);
}

/**
 * A delivery time window (minutes after midnight on the business's clock) on the language's clock,
 * the same one formatTimeOfDay uses: "7:30–10:00 AM", "12:30–2:30 PM", "10:00 AM–12:30 PM" (the
 * half of the day said once when both ends share it). One formatter for every screen and e-mail.
 */
export function formatTimeWindow(start: number, end: number, lang: Lang): string {
  const [from, to] = [formatMinutes(start, lang), formatMinutes(end, lang)];
  const clock = /^\d{1,2}:\d{2}/;
  const [fromTime, fromRest] = [clock.exec(from)?.[0] ?? from, from.replace(clock, '')];
  return fromRest === to.replace(clock, '') ? `${fromTime}–${to}` : `${from}–${to}`;
}

/**
 * The week's opening hours as lines of text, runs of days with the same hours together:
 * "Mon-Fri: 7:30 AM - 4:30 PM", "Sat: 8:00 AM - 12:30 PM", "Sun: Closed". `t` translates
 * common:hours.* keys.
 */
export function openingHoursText(week: WeekHours, lang: Lang, t: (key: string) => string): string[] {
  return weekRuns(week).map(({ from, to, hours }) => {
    const days = from === to ? t(`common:hours.days.${from}`) : `${t(`common:hours.days.${from}`)}-${t(`common:hours.days.${to}`)}`;
    return `${days}: ${hours ? `${formatTimeOfDay(hours.opens, lang)} - ${formatTimeOfDay(hours.closes, lang)}` : t('common:hours.closed')}`;
  });
}
