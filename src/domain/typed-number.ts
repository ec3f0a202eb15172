// A number as a person types it into a measurement field (square feet, feet, inches, percent),
// read the way it is written in the page's language, or refused: never silently changed.
// English: "1,500" and "1,500.5" (comma groups thousands, the point is decimal).
// Spanish (as written in Texas and Mexico, and in Spain): "1,500" and "1.500" are both fifteen
// hundred, "2,5" and "2.5" both two and a half, "1.500,5" and "1,500.5" both read.
import type { Lang } from '@/i18n/languages';

export type TypedNumber = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'unreadable' };

const GROUPS = (sep: string) => new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`);

/** Reads `text` as typed in `lang`; anything that is not clearly one number is `unreadable`. */
export function readTypedNumber(text: string, lang: Lang): TypedNumber {
  // Spaces (plain, no-break, thin) between digits group thousands too: "1 500".
  const s = text.trim().replace(/(?<=\d)[\s\u00a0\u202f](?=\d)/g, '');
  if (s === '') return { kind: 'empty' };
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return { kind: 'unreadable' };
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  const done = (digits: string): TypedNumber => {
    const value = Number(digits);
    return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'unreadable' };
  };
  if (dots === 0 && commas === 0) return done(s);

  if (dots > 0 && commas > 0) {
    // Both: the last one is the decimal mark, the other only groups thousands.
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const cut = s.lastIndexOf(decimal);
    const whole = s.slice(0, cut);
    const fraction = s.slice(cut + 1);
    if (s.split(decimal).length - 1 !== 1 || !GROUPS(group).test(whole) || !/^\d+$/.test(fraction)) return { kind: 'unreadable' };
    // English never writes the comma as the decimal mark.
    if (lang === 'en' && decimal === ',') return { kind: 'unreadable' };
    return done(`${whole.split(group).join('')}.${fraction}`);
  }

  const sep = dots > 0 ? '.' : ',';
  const count = dots + commas;
  if (count > 1) {
    // "1,500,000": thousands only (in English a point cannot group).
    if (!GROUPS(sep).test(s) || (lang === 'en' && sep === '.')) return { kind: 'unreadable' };
    return done(s.split(sep).join(''));
  }
  const [whole = '', fraction = ''] = s.split(sep);
  if (fraction === '') return whole === '' ? { kind: 'unreadable' } : done(whole);
  const groupsThousands = fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole) && (sep === ',' || lang === 'es');
  if (groupsThousands) return done(`${whole}${fraction}`);
  // A decimal mark: the point in both languages, the comma in Spanish only.
  if (sep === ',' && lang === 'en') return { kind: 'unreadable' };
  return done(`${whole || '0'}.${fraction}`);
}

/** The positive number typed, or null (empty, unreadable, zero or less). */
export function positiveTyped(text: string, lang: Lang): number | null {
  const read = readTypedNumber(text, lang);
  return read.kind === 'number' && read.value > 0 ? read.value : null;
}
