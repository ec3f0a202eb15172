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
