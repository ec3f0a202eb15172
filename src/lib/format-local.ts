// Display formats for dates and whole-dollar amounts. Dates are formatted in UTC so the server
// and the browser agree whatever their time zones (no hydration mismatch).
import { intlLocale, type Lang } from '@/i18n/languages';

/** Whole-dollar amounts in integer cents as '$129,000' (cents are dropped, not rounded into floats). */
export function formatWholeDollars(cents: number, lang: Lang): string {
  const dollars = Math.trunc(cents / 100);
  return new Intl.NumberFormat(intlLocale[lang], { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(dollars);
}

/** '2025-03-15' as 'March 15, 2025' / '15 de marzo de 2025'. */
export function formatIsoDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** '2024-01' as 'January 2024' / 'enero de 2024'. */
export function formatYearMonth(yearMonth: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

export function formatInteger(value: number, lang: Lang): string {
  return value.toLocaleString(intlLocale[lang]);
}
