// What a whole-number field (quantity, miles) holds while someone types: digits only, never
// above its maximum, and brought into range when they leave the field. Empty stays empty ('').

export interface WholeNumberRange {
  min: number;
  max: number;
}

/** Thousands separators dropped: "1,500", "1.500" and "1 500" → "1500"; "2.5" stays. */
const ungrouped = (raw: string) => raw.trim().replace(/(\d)[.,\s](?=\d{3}(?!\d))/g, '$1');

/**
 * Why the text is not one whole number: digits on both sides of anything but a thousands
 * separator ("2.5", "2,5", "14.50", "1, 500", "12 3", "3 1/2") or a decimal part alone (".5"):
 * the field says so instead of reading 2, 12 or 25. Digits still to come ("1,5" on the way to
 * "1,500") read the same way, so the field waits until it is left to say it. A unit after the
 * number ("3 pallets") is not an issue.
 */
export function wholeNumberIssue(raw: string): 'notWhole' | null {
  const text = ungrouped(raw);
  return /\d\D+\d/.test(text) || /^[.,]\d/.test(text) ? 'notWhole' : null;
}

/**
 * The value after a keystroke or paste, capped at max. Thousands separators are dropped
 * ("1,500" and "1.500" → 1500); anything else ends the number, so a decimal part or a unit never
 * turns into more digits ("2.5" → 2, "3 pallets" → 3, "-4" → empty).
 */
export function typedWholeNumber(raw: string, { max }: WholeNumberRange): number | '' {
  const digits = (/^\d*/.exec(ungrouped(raw))?.[0] ?? '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Math.min(Number(digits.slice(0, String(max).length + 1)), max);
}

/** The value when the field is left: below min becomes min; empty stays empty. */
export function settledWholeNumber(value: number | string, { min, max }: WholeNumberRange): number | '' {
  if (value === '' || !Number.isFinite(Number(value))) return '';
  return Math.min(Math.max(Math.trunc(Number(value)), min), max);
}

/** One step up or down (arrow keys), from empty counting as min - 1 going up. */
export function steppedWholeNumber(value: number | string, step: 1 | -1, { min, max }: WholeNumberRange): number {
  const current = value === '' || !Number.isFinite(Number(value)) ? (step > 0 ? min - 1 : min) : Math.trunc(Number(value));
  return Math.min(Math.max(current + step, min), max);
}

/**
 * A back-office number field as typed (a sort order, miles, a year): the whole number when the
 * text, trimmed, is 1 to `digits` digits; null otherwise (empty, a sign, a decimal point, too long).
 */
export function parseWholeNumber(text: string, digits = 5): number | null {
  const trimmed = text.trim();
  return new RegExp(`^\\d{1,${digits}}$`).test(trimmed) ? Number(trimmed) : null;
}
