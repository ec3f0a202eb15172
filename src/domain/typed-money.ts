// An amount of money as staff type it ("1,500.00", "$75", in Spanish also "1.500,00" or "75,5"),
// read into integer cents from the text itself, as typed-number.ts reads numbers per language:
// English groups with the comma and marks decimals with the point; Spanish takes either, the last
// of two different marks being the decimal one and a lone mark before three digits grouping.
import type { Lang } from '@/i18n/languages';
import { MAX_MONEY_CENTS } from './admin-money';

export type TypedMoney = { ok: true; cents: number } | { ok: false; key: 'orders:payments.validation.amount' };

const refused = { ok: false, key: 'orders:payments.validation.amount' } as const;
const grouped = (whole: string, sep: string) => new RegExp(`^[1-9]\\d{0,2}(\\${sep}\\d{3})+$`).test(whole);

function split(s: string, lang: Lang): { whole: string; fraction: string } | null {
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  if (dots === 0 && commas === 0) return { whole: s, fraction: '' };
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    if (lang === 'en' && decimal === ',') return null;
    const cut = s.lastIndexOf(decimal);
    const whole = s.slice(0, cut);
    if (s.split(decimal).length - 1 !== 1 || !grouped(whole, decimal === '.' ? ',' : '.')) return null;
    return { whole: whole.replace(/[.,]/g, ''), fraction: s.slice(cut + 1) };
  }
  const sep = dots > 0 ? '.' : ',';
  if (lang === 'en' && dots > 1) return null;
  if (dots + commas > 1) return grouped(s, sep) ? { whole: s.split(sep).join(''), fraction: '' } : null;
  const [whole = '', fraction = ''] = s.split(sep);
  if (fraction.length === 3 && grouped(s, sep) && (sep === ',' || lang === 'es')) return { whole: whole + fraction, fraction: '' };
  if (sep === ',' && lang === 'en') return null;
  return { whole: whole || '0', fraction };
}

/** Cents from what was typed, or refused (empty, negative, zero unless `allowZero`, more than 2 decimals, over $1,000,000). */
export function readTypedMoney(text: string, lang: Lang, { allowZero = false } = {}): TypedMoney {
  const s = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/(?<=\d)[\s\u00a0\u202f](?=\d)/g, '');
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return refused;
  const parts = split(s, lang);
  if (!parts || !/^\d+$/.test(parts.whole) || !/^\d{0,2}$/.test(parts.fraction)) return refused;
  const cents = Number(parts.whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents < (allowZero ? 0 : 1) || cents > MAX_MONEY_CENTS) return refused;
  return { ok: true, cents };
}
