// Money typed by staff ("12.50", "$1,234.5") read as integer cents by parsing the string:
// no float ever holds the amount, so 0.29 is 29 cents and never 28.999….

/** The largest price staff can enter: $1,000,000.00 (well inside a 32-bit cents column). */
export const MAX_MONEY_CENTS = 100_000_000;

export type MoneyParse = { ok: true; cents: number | null } | { ok: false; key: string };

const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/**
 * Dollars with at most 2 decimals to cents. Empty input is `null` (no price). Negative amounts,
 * more than 2 decimals and anything that is not a number are refused with a translation key.
 */
export function parseMoney(input: string): MoneyParse {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: true, cents: null };
  if (text.startsWith('-')) return { ok: false, key: 'admin:validation.moneyNegative' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, key: 'admin:validation.moneyFormat' };
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return { ok: false, key: 'admin:validation.moneyTooLarge' };
  return { ok: true, cents };
}

/** Cents as the text of a money input: 1250 → "12.50", null → "". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The price-book rule: a sale price needs a list price and must be below it. */
export function salePriceIssue(listCents: number | null, saleCents: number | null): string | null {
  if (saleCents === null) return null;
  if (listCents === null) return 'admin:validation.saleNeedsList';
  if (saleCents >= listCents) return 'admin:validation.saleBelowList';
  return null;
}
