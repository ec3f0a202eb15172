// Display helpers for the back office, in the language of its address (/admin and /en/admin in
// English, /es/admin in Spanish); money via the shared formatter.
import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { formatBusinessTime, formatCents } from '@/lib/format';
import { intlLocale, langFromLocale, type Lang } from '@/i18n/languages';
import { addDays, isCalendarDate } from '@/domain/delivery-date';
import { businessInstant } from '@/domain/order-cancellation';

function adminFormat(lang: Lang) {
  const calendarDay = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'full', timeZone: 'UTC' });
  const monthDay = new Intl.DateTimeFormat(intlLocale[lang], { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    lang,
    /** A calendar day (YYYY-MM-DD), whatever the browser's time zone. */
    day: (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`)),
    /** The month and day of a date (a holiday every year): "December 25". */
    monthDay: (date: string) => monthDay.format(new Date(`${date}T00:00:00Z`)),
    money: (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatCents(cents, lang)),
    /** When something happened, on the business's clock (Central time) wherever the device is. */
    when: (date: Date | string) => formatBusinessTime(date, lang),
  };
}

/** Money and date formatters in the back office's current language. */
export function useAdminFormat() {
  const lang = langFromLocale(useRouter().locale);
  return useMemo(() => adminFormat(lang), [lang]);
}

/**
 * yyyy-mm-dd from a date input to the first (or last) moment of that day on the business's clock,
 * the clock every "when" of the back office is shown in: a filter "from Dec 4" starts at midnight
 * in Magnolia whatever time zone the computer is set to.
 */
export function dayBoundary(value: string, end: boolean): Date | undefined {
  if (!isCalendarDate(value)) return undefined;
  return end ? new Date(businessInstant(addDays(value, 1), 0).getTime() - 1) : businessInstant(value, 0);
}

/**
 * Saves text as a file in the browser (CSV exports). A CSV starts with a byte-order mark, so
 * Excel reads it as UTF-8 (without it, "San Agustín" opens as "San AgustÃ­n"); our import skips it.
 */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const content = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
