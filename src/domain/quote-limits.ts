// A quote's bounds and shapes, shared by the calculator (./pricing.ts, which re-exports them) and
// the save schema (./quote-schema.ts).

/** Bounds of a quote, enforced by the save schema and by the calculator's inputs. */
export const QUOTE_LIMITS = {
  maxLines: 50,
  maxQuantity: 10_000,
  /** One-way miles; the business serves a 30-mile radius, this only stops absurd input. */
  maxMiles: 1_000,
  /** A product id's length at most. */
  maxIdLength: 64,
} as const;

/** The shapes of a quote's ZIP code and requested date (YYYY-MM-DD), shared by the save schema and the stored draft's check. */
export const QUOTE_PATTERNS = { zip: /^\d{5}$/, date: /^\d{4}-\d{2}-\d{2}$/ } as const;
