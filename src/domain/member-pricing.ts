// Member pricing (issue "Member pricing that pays off"). An approved member's account carries a
// tier: a discount off every unit's shelf price, and optionally volume discounts, a further
// percentage off a category's lines once the quote holds at least a threshold of that category
// (in its base unit: square feet of grass, cubic yards of bulk). A product's unit may also have a
// member price of its own. What a member pays for a unit is the lowest of the tier price and the
// unit's member price, never above the shelf price; the volume discount then comes off that, and
// each price is rounded once to the cent. No tier (never approved, declined, revoked): the shelf price.
import type { ShelfPrice } from './pricing';

/** Basis points are hundredths of a percent: 10% = 1000. A tier never takes more than this off. */
export const MAX_MEMBER_DISCOUNT_BASIS_POINTS = 9_000;
/** The tiers seeded by the migration (staff rename and change them in /admin). */
export const SEEDED_TIER_DISCOUNTS = [500, 1000, 1500] as const;

export interface VolumeRule {
  /** A category key: grass, rock, mulch, soil, sand. */
  category: string;
  /** Whole base units (sq ft for grass, cubic yards for bulk) the quote must hold of the category. */
  minQuantity: number;
  discountBasisPoints: number;
}

export interface MemberTierTerms {
  discountBasisPoints: number;
  volumeRules: readonly VolumeRule[];
}

/** The price of one unit for a member: what they pay, and the regular price beside it. */
export interface MemberUnitPrice {
  priceCents: number;
  regularCents: number;
  /** Which rule gave the price (for staff and tests): the tier, the unit's own member price, or neither. */
  source: 'TIER' | 'PRODUCT' | 'REGULAR';
}

/** Cents less basis points, rounded half up to a cent: the only rounding of a member price. */
export function discountedCents(cents: number, ...basisPoints: readonly number[]): number {
  // Multiplying the factors first keeps a tier and a volume discount to a single rounding
  // (in BigInt: a unit price times two factors of 10,000 passes 2^53).
  let numerator = BigInt(cents);
  let denominator = 1n;
  for (const bp of basisPoints) {
    numerator *= BigInt(10_000 - bp);
    denominator *= 10_000n;
  }
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * What a member pays for one unit. `shelf` is the unit's regular price (null: call for price,
 * which stays so); `unitMemberCents` the unit's own member price if staff set one; `tier` the
 * member's tier (null: not a member); `volumeBasisPoints` the volume discount earned on the line.
 */
export function memberUnitPrice(
  shelf: ShelfPrice | null,
  unitMemberCents: number | null,
  tier: Pick<MemberTierTerms, 'discountBasisPoints'> | null,
  volumeBasisPoints = 0,
): MemberUnitPrice | null {
  if (!shelf) return null;
  const regularCents = shelf.priceCents;
  if (!tier) return { priceCents: regularCents, regularCents, source: 'REGULAR' };
  const tierCents = discountedCents(regularCents, tier.discountBasisPoints, volumeBasisPoints);
  const own = unitMemberCents !== null && unitMemberCents > 0 && unitMemberCents < regularCents ? discountedCents(unitMemberCents, volumeBasisPoints) : null;
  const best = own !== null && own < tierCents ? { cents: own, source: 'PRODUCT' as const } : { cents: tierCents, source: 'TIER' as const };
  // A discount of 0% (and no lower own price) is just the regular price; a price is never $0.00.
  if (best.cents >= regularCents || best.cents <= 0) return { priceCents: regularCents, regularCents, source: 'REGULAR' };
  return { priceCents: best.cents, regularCents, source: best.source };
}

/** How much base (hundredths) a line holds: quantity × the unit's conversion. */
export interface VolumeLine {
  category: string;
  quantity: number;
  baseHundredths: number;
}

/**
 * The volume discount each category earns in a quote: the tier's rule for the category applies
 * when the lines of that category hold at least its threshold in base units. Not a member: none.
 */
export function volumeDiscounts(lines: readonly VolumeLine[], tier: MemberTierTerms | null): Map<string, number> {
  const earned = new Map<string, number>();
  if (!tier) return earned;
  const held = new Map<string, number>();
  for (const line of lines) held.set(line.category, (held.get(line.category) ?? 0) + line.quantity * line.baseHundredths);
  for (const rule of tier.volumeRules) {
    const hundredths = held.get(rule.category) ?? 0;
    if (rule.minQuantity > 0 && hundredths >= rule.minQuantity * 100) earned.set(rule.category, Math.max(earned.get(rule.category) ?? 0, rule.discountBasisPoints));
  }
  return earned;
}

export interface MemberPricingLine extends VolumeLine {
  shelf: ShelfPrice | null;
  memberPriceCents: number | null;
}

/** Each line's price for this member (tier null: the regular price), volume discounts included. */
export function memberLinePrices(lines: readonly MemberPricingLine[], tier: MemberTierTerms | null): (MemberUnitPrice | null)[] {
  const volume = volumeDiscounts(lines, tier);
  return lines.map((line) => memberUnitPrice(line.shelf, line.memberPriceCents, tier, volume.get(line.category) ?? 0));
}

/** Basis points as a percentage for display: 1000 → "10", 250 → "2.5". */
export function basisPointsAsPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A percentage typed by staff ("10", "2.5") as basis points; null when it is not 0–90 with at most two decimals. */
export function percentAsBasisPoints(raw: string): number | null {
  const match = /^\s*(\d{1,2})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(raw);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_MEMBER_DISCOUNT_BASIS_POINTS ? bp : null;
}

/** A unit's own member price as the member's terms list it (by product slug and unit). */
export interface UnitMemberPrice {
  slug: string;
  unit: string;
  memberPriceCents: number;
}

/**
 * The member price shown for one unit outside a quote (a product card, a price table, the
 * calculator's unit list), or null when the member pays the regular price there (nothing to show).
 * Without volume discounts: those depend on the whole quote and show on its lines.
 */
export function shownMemberCents(
  shelf: ShelfPrice | null,
  product: { slug: string; unit: string },
  terms: (Pick<MemberTierTerms, 'discountBasisPoints'> & { unitPrices: readonly UnitMemberPrice[] }) | null,
): number | null {
  if (!terms) return null;
  const own = terms.unitPrices.find((u) => u.slug === product.slug && u.unit === product.unit)?.memberPriceCents ?? null;
  const price = memberUnitPrice(shelf, own, terms);
  return price && price.source !== 'REGULAR' ? price.priceCents : null;
}
