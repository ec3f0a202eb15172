// The quote in progress, kept in the browser until it is saved: it survives a reload and the
// round trip through the sign-in page. Only product ids, quantities, units and miles are kept;
// prices always come fresh from the server.
import { useCallback, useEffect, useState } from 'react';
import '@/domain/zod';
// zod's small functional build: this is the only schema the calculator runs in the browser, and
// the full build would add about 24 kB (gzip) to the quote page for it.
import * as z from 'zod/mini';
import { QUOTE_LIMITS, QUOTE_UNITS, normalizeMiles, type DraftLine } from '@/domain/pricing';

const STORAGE_KEY = 'quote-draft:v1';

const storedDraftSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(64)),
        productId: z.string().check(z.minLength(1), z.maxLength(64)),
        quantity: z.int().check(z.minimum(1), z.maximum(QUOTE_LIMITS.maxQuantity)),
        unit: z.enum(QUOTE_UNITS),
      }),
    )
    .check(z.maxLength(QUOTE_LIMITS.maxLines)),
  miles: z.int().check(z.minimum(0), z.maximum(QUOTE_LIMITS.maxMiles)),
});

export interface QuoteDraft {
  lines: DraftLine[];
  /** As typed in the miles field ('' while empty). */
  miles: number | string;
}

const EMPTY: QuoteDraft = { lines: [], miles: '' };

/** The draft kept in storage, or an empty one when it is missing, corrupt or out of bounds. */
export function parseStoredDraft(stored: string | null): QuoteDraft {
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(stored ?? 'null'));
    if (!parsed.success) return EMPTY;
    return { lines: parsed.data.lines, miles: parsed.data.miles === 0 ? '' : parsed.data.miles };
  } catch {
    return EMPTY; // corrupt JSON: start afresh
  }
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
    if (draft.lines.length === 0 && normalizeMiles(draft.miles) === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ lines: draft.lines, miles: Math.min(normalizeMiles(draft.miles), QUOTE_LIMITS.maxMiles) }));
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
