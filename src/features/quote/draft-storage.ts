// Where the quote in progress is kept in this browser (see quote-draft.ts). Kept apart so a page
// can ask whether there is one without loading the calculator.
export const DRAFT_STORAGE_KEY = 'quote-draft:v1';

/** Whether this browser keeps a quote in progress (the calculator must then show it at once). */
export function hasStoredDraft(): boolean {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false; // storage disabled
  }
}

/** A ZIP code the visitor checked becomes the delivery ZIP of the quote in progress (or of the next one). */
export function rememberZip(zip: string): void {
  try {
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    const draft = stored && typeof stored === 'object' ? stored : { lines: [], miles: '' };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, zip }));
  } catch {
    // Storage off or a corrupt draft: the calculator asks for the ZIP code itself.
  }
}
