// Member prices in the browser (issue "Member pricing that pays off"): the signed-in member's own
// terms, asked of the API by their browser (never in a page's static HTML), applied with the same
// pure functions the server prices a saved quote with (domain/member-pricing).
import { memberLinePrices, type MemberTierTerms } from '@/domain/member-pricing';
import type { ShelfPrice } from '@/domain/pricing';
import { useSession } from '@/features/auth/use-session';
import { trpc } from '@/lib/trpc';
import type { MyMemberPrices } from '@/server/services/member-pricing';

/** The signed-in member's terms; null when signed out, not a member, or not known yet. */
export function useMemberPrices(): MyMemberPrices | null {
  const session = useSession();
  const query = trpc.membership.myPrices.useQuery(undefined, { enabled: Boolean(session.data), staleTime: 60_000 });
  return session.data ? (query.data ?? null) : null;
}

export interface MemberLineInput {
  productId: string;
  unit: string;
  quantity: number;
  category: string;
  baseHundredths: number;
  shelf: ShelfPrice | null;
}

/** Each line's member price and the regular price beside it (null regular: no member saving on the line). */
export function memberPricesFor(lines: readonly MemberLineInput[], member: MyMemberPrices | null) {
  const own = new Map((member?.unitPrices ?? []).map((u) => [`${u.productId}:${u.unit}`, u.memberPriceCents]));
  const tier: MemberTierTerms | null = member ? { discountBasisPoints: member.discountBasisPoints, volumeRules: member.volumeRules } : null;
  const prices = memberLinePrices(
    lines.map((line) => ({ ...line, memberPriceCents: own.get(`${line.productId}:${line.unit}`) ?? null })),
    tier,
  );
  return prices.map((price) => (price ? { unitPriceCents: price.priceCents, regularUnitPriceCents: price.source === 'REGULAR' ? null : price.regularCents } : null));
}
