// Where the quote in progress is kept in this browser (see quote-draft.ts). Kept apart so a page
// can ask whether there is one without loading the calculator.
export const DRAFT_STORAGE_KEY = 'quote-draft:v1';

/** Keeps the quote in progress (its JSON), or forgets it (null). Throws when storage is off. */
export function storeDraft(json: string | null): void {
  if (json === null) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  else window.localStorage.setItem(DRAFT_STORAGE_KEY, json);
}

/** Whether this browser keeps a quote in progress (the calculator must then show it at once). */
export function hasStoredDraft(): boolean {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false; // storage disabled
  }
}

/** Whether the calculator must be live at once: a quote in progress, or a product to start with (?product=, from a product's quote button). */
export function calculatorStartsLive(): boolean {
  return hasStoredDraft() || new URLSearchParams(window.location.search).has('product');
}

/** A ZIP code the visitor checked becomes the delivery ZIP of the quote in progress (or of the next one). */
export function rememberZip(zip: string): void {
  try {
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    const draft = stored && typeof stored === 'object' ? stored : { lines: [], miles: '' };
    storeDraft(JSON.stringify({ ...draft, zip }));
  } catch {
    // Storage off or a corrupt draft: the calculator asks for the ZIP code itself.
  }
}
