// Member prices on the server (issue "Member pricing that pays off"). An account's tier is read
// from the database on every call, from its APPROVED application, never from the request or the
// session: a session opened before a revocation gets regular prices at its next request.
import type { Db } from '@/server/db/client';
import { memberLinePrices, type MemberTierTerms, type VolumeRule } from '@/domain/member-pricing';
import { unitShelfPrice, type SaleUnit } from '@/domain/units';
import type { PriceBookPrices } from '@/domain/pricing';

type TierReader = Pick<Db, 'membershipApplication'>;

export interface MemberTier extends MemberTierTerms {
  id: string;
  name: string;
}

/** The stored JSON of a tier's volume rules, keeping only well-formed rules. */
export function readVolumeRules(json: unknown): VolumeRule[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((rule: unknown) => {
    if (typeof rule !== 'object' || rule === null) return [];
    const { category, minQuantity, discountBasisPoints } = rule as Record<string, unknown>;
    const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
    return typeof category === 'string' && whole(minQuantity) && whole(discountBasisPoints) ? [{ category, minQuantity, discountBasisPoints }] : [];
  });
}

export const tierSelect = { id: true, name: true, discountBasisPoints: true, volumeRules: true } as const;

export function toMemberTier(row: { id: string; name: string; discountBasisPoints: number; volumeRules: unknown }): MemberTier {
  return { id: row.id, name: row.name, discountBasisPoints: row.discountBasisPoints, volumeRules: readVolumeRules(row.volumeRules) };
}

/** The account's member tier now (its latest approval still standing), or null: regular prices. */
export async function memberTierOf(db: TierReader, userId: string): Promise<MemberTier | null> {
  const approved = await db.membershipApplication.findFirst({
    where: { userId, status: 'APPROVED', tierId: { not: null }, user: { isActive: true } },
    orderBy: [{ decidedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
    select: { tier: { select: tierSelect } },
  });
  return approved?.tier ? toMemberTier(approved.tier) : null;
}

/** What a quote line needs from its product to be priced for a member. */
export interface MemberPricedProduct {
  priceBook: Partial<PriceBookPrices> | null;
  category: { key: string };
}
export interface MemberPricedUnit {
  unit: SaleUnit;
  baseHundredths: number;
  listPriceCents: number | null;
  salePriceCents: number | null;
  memberPriceCents: number | null;
}

/**
 * Unit prices of a quote's lines for this account: its tier and the units' member prices, the
 * volume discount counted over the whole quote. Each entry: the price to charge (null: call for
 * price) and the regular price when the member's is lower (null when it is the regular price).
 */
export function priceLinesForMember(
  lines: readonly { product: MemberPricedProduct; unit: MemberPricedUnit; quantity: number }[],
  tier: MemberTierTerms | null,
): ({ unitPriceCents: number; regularUnitPriceCents: number | null } | null)[] {
  const prices = memberLinePrices(
    lines.map((line) => ({
      category: line.product.category.key,
      quantity: line.quantity,
      baseHundredths: line.unit.baseHundredths,
      shelf: unitShelfPrice(line.product.priceBook, line.unit),
      memberPriceCents: line.unit.memberPriceCents,
    })),
    tier,
  );
  return prices.map((price) =>
    price ? { unitPriceCents: price.priceCents, regularUnitPriceCents: price.source === 'REGULAR' ? null : price.regularCents } : null,
  );
}

/**
 * What the signed-in member's browser needs to show member prices beside the regular ones (the
 * calculator, product pages): the tier's terms and the units' own member prices. Null for an
 * account that is not a member. Never part of a page's static HTML.
 */
export async function myMemberPrices(db: Db, userId: string) {
  const tier = await memberTierOf(db, userId);
  if (!tier) return null;
  const units = await db.productUnit.findMany({
    where: { memberPriceCents: { not: null }, product: { isActive: true } },
    select: { productId: true, unit: true, memberPriceCents: true, product: { select: { slug: true } } },
  });
  return {
    tierName: tier.name,
    discountBasisPoints: tier.discountBasisPoints,
    volumeRules: tier.volumeRules,
    unitPrices: units.map((u) => ({ productId: u.productId, slug: u.product.slug, unit: u.unit, memberPriceCents: u.memberPriceCents! })),
  };
}
export type MyMemberPrices = NonNullable<Awaited<ReturnType<typeof myMemberPrices>>>;
