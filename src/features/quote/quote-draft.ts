// The quote in progress, kept in the browser until it is saved: it survives a reload and the
// round trip through the sign-in page. Only product ids, quantities, units, ZIP code, miles typed,
// delivery or pickup and the date are kept;
// prices always come fresh from the server.
import { useCallback, useEffect, useState } from 'react';
import { QUOTE_LIMITS, QUOTE_PATTERNS, QUOTE_UNITS, normalizeMiles, type DraftLine } from '@/domain/pricing';
import type { SaveQuoteInput } from '@/domain/quote-schema';
import { DRAFT_STORAGE_KEY as STORAGE_KEY, storeDraft } from './draft-storage';

// The stored draft's shape is checked by hand: it is the calculator's only check in the browser,
// and zod (even its small build) would add 12 kB (gzip) to the quote page for it (no other part
// of that page loads zod). Its types, bounds, units and patterns are the save schema's
// (domain/quote-schema.ts, domain/pricing.ts), and a unit test feeds the same values to both.
const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
/** As the schema reads a product id: trimmed, then 1 to maxIdLength characters. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= QUOTE_LIMITS.maxIdLength;

function isDraftLine(value: unknown): value is DraftLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    isId(line.id) &&
    isId(line.productId) &&
    isWhole(line.quantity, 1, QUOTE_LIMITS.maxQuantity) &&
    (QUOTE_UNITS as readonly unknown[]).includes(line.unit)
  );
}

export interface QuoteDraft {
  lines: DraftLine[];
  /** Miles the customer typed ("I know my distance"); '' while empty: the estimate from the ZIP code is used. */
  miles: number | string;
  /** The delivery ZIP code as typed (at most 5 digits). */
  zip: string;
  fulfilment: SaveQuoteInput['fulfilment'];
  /** The requested date, YYYY-MM-DD, or '' for the earliest offered. */
  date: string;
  /** The sod installed by the crew (asked for; priced by staff on a call). */
  installation: boolean;
}

const EMPTY: QuoteDraft = { lines: [], miles: '', zip: '', fulfilment: 'DELIVERY', date: '', installation: false };

/** The draft kept in storage, or an empty one when it is missing, corrupt or out of bounds. */
export function parseStoredDraft(stored: string | null): QuoteDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? 'null');
  } catch {
    return EMPTY; // corrupt JSON: start afresh
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY;
  const { lines, miles, zip, fulfilment, date, installation } = parsed as Record<string, unknown>;
  if (!Array.isArray(lines) || lines.length > QUOTE_LIMITS.maxLines || !lines.every(isDraftLine)) return EMPTY;
  if (miles !== '' && !isWhole(miles, 0, QUOTE_LIMITS.maxMiles)) return EMPTY;
  // Only the known fields are kept; those a draft from before they existed lacks take their defaults.
  return {
    lines: lines.map(({ id, productId, quantity, unit }) => ({ id, productId, quantity, unit })),
    miles: miles === 0 || miles === '' ? '' : (miles as number),
    // A ZIP code as typed so far: the start of one (the schema wants all five digits when it is sent).
    zip: typeof zip === 'string' && QUOTE_PATTERNS.zip.test(zip.padEnd(5, '0')) ? zip : '',
    fulfilment: fulfilment === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    date: typeof date === 'string' && QUOTE_PATTERNS.date.test(date) ? date : '',
    installation: installation === true,
  };
}

function read(): QuoteDraft {
  try {
    return parseStoredDraft(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return EMPTY; // storage disabled: start afresh
  }
}

function write(draft: QuoteDraft) {
  try {
    if (draft.lines.length === 0 && normalizeMiles(draft.miles) === 0 && draft.zip === '') storeDraft(null);
    else {
      const miles = draft.miles === '' ? '' : Math.min(normalizeMiles(draft.miles), QUOTE_LIMITS.maxMiles);
      storeDraft(JSON.stringify({ ...draft, miles }));
    }
  } catch {
    // Private browsing with storage off: the quote still works, it just is not kept.
  }
}

/** The draft, read after mount (pages are static, so not during server rendering) and written on every change. */
export function useQuoteDraft() {
  const [draft, setDraft] = useState<QuoteDraft>(EMPTY);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // Restoring browser-only state after hydration is the purpose of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(read());
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) write(draft);
  }, [draft, restored]);

  const update = useCallback((change: (current: QuoteDraft) => QuoteDraft) => setDraft(change), []);
  return { draft, update, restored };
}

let counter = 0;
/** A line id unique in this browser (crypto.randomUUID needs HTTPS, which a local build lacks). */
export function newLineId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
