// The building blocks every API input is made of, so text and dates that the database cannot
// hold are refused at validation with a message instead of failing inside PostgreSQL (a 500).
// Shared by the browser forms and the server. Messages are translation keys (validation:*).
import '@/domain/zod';
import { z } from 'zod';

export const UNSUPPORTED_CHARACTERS = 'validation:unsupportedCharacters';
export const DATE_INVALID = 'validation:dateInvalid';
export const DATE_OUT_OF_RANGE = 'validation:dateRange';

/**
 * True when PostgreSQL can store the text exactly as written: no NUL character (text and jsonb
 * refuse U+0000) and no half of a surrogate pair (it would silently become U+FFFD).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

/**
 * A string the database can store: use it instead of `z.string()` for every string input, then
 * chain `.trim()`, `.min()`, `.max()` and formats as usual. `typeError` is the message when the
 * value is not a string at all.
 */
export function text(typeError?: string) {
  return z.string(typeError ? { error: typeError } : undefined).refine(isStorableText, { message: UNSUPPORTED_CHARACTERS, abort: true });
}

/**
 * The dates the site accepts (filters, ranges). JavaScript dates reach 271,821 BC, which
 * PostgreSQL refuses; no real filter needs a date outside four-digit years since 1900.
 */
export const DATE_LIMITS = {
  min: new Date('1900-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
} as const;

/** A valid date (not `Invalid Date`) within DATE_LIMITS. */
export function date() {
  return z.date({ error: DATE_INVALID }).min(DATE_LIMITS.min, DATE_OUT_OF_RANGE).max(DATE_LIMITS.max, DATE_OUT_OF_RANGE);
}
