// The number a saved quote is known by: the first 8 characters of its id ("Quote #ffc6dfc1"),
// shown to the customer when it is saved and in every list, and searchable in the back office.

const NUMBER_LENGTH = 8;

export function quoteNumber(id: string): string {
  return id.slice(0, NUMBER_LENGTH);
}

/**
 * The ids a quote number (with or without "#", any case) or a whole id stands for, as an
 * inclusive range for an indexed look-up; null when the text is neither.
 */
export function quoteIdRange(text: string): { gte: string; lte: string } | null {
  const value = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return { gte: value, lte: value };
  if (!/^[0-9a-f]{8}$/.test(value)) return null;
  return { gte: `${value}-0000-0000-0000-000000000000`, lte: `${value}-ffff-ffff-ffff-ffffffffffff` };
}
