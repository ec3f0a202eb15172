// Display limits of product cards (spec section 9).
export const MAX_CARD_FEATURES = 4;
export const MAX_CARD_APPLICATIONS = 3;

/** The first `max` entries of a list, for cards that must stay short. */
export function firstN<T>(list: readonly T[], max: number): T[] {
  return list.slice(0, Math.max(0, max));
}
