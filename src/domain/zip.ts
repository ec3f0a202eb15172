// The ZIP check (spec section 5): is a ZIP code one we deliver to, and which area answers for it.

export const ZIP_LENGTH = 5;

/** What a visitor typed, as the check reads it: trimmed, at most 5 characters. */
export function normalizeZipInput(raw: string): string {
  return raw.trim().slice(0, ZIP_LENGTH);
}

/** Whether what a visitor typed reads as a ZIP code (five digits): else the check asks for one. */
export function isZipCode(raw: string): boolean {
  return ZIP_PATTERN.test(normalizeZipInput(raw));
}

export interface ZipArea {
  zipCodes: readonly string[];
  /** Lower comes first; decides which area answers for a ZIP listed under two (77384). */
  sortOrder: number;
}

/**
 * The area whose listed ZIP codes contain exactly this ZIP (after trimming), or null. When
 * several areas list it, the one with the lowest sortOrder answers (ties: the first given).
 */
export function findAreaByZip<A extends ZipArea>(areas: readonly A[], rawZip: string): A | null {
  const zip = rawZip.trim();
  if (zip.length !== ZIP_LENGTH) return null;
  let best: A | null = null;
  for (const area of areas) {
    if (area.zipCodes.includes(zip) && (best === null || area.sortOrder < best.sortOrder)) best = area;
  }
  return best;
}

/** A ZIP code as staff list it for an area: exactly five digits. */
export const ZIP_PATTERN = /^\d{5}$/;

/**
 * The ZIP codes staff typed for an area (separated by commas, spaces or new lines): each once,
 * in order. Anything that is not five digits is returned in `invalid`, so nothing half-right is saved.
 */
export function parseZipList(text: string): { zips: string[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const invalid = parts.filter((part) => !ZIP_PATTERN.test(part));
  const zips = [...new Set(parts.filter((part) => ZIP_PATTERN.test(part)))].sort();
  return { zips, invalid };
}
