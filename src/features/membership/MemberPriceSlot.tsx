// Where a signed-in member's price appears beside a regular one on a public page (a product card,
// a price table, a product page; issue "Member pricing that pays off"). Pages are static and the
// same for everyone, so this renders only an empty line holding what the member price needs
// (product, unit, regular price); MemberPricesOnPage fills it in the member's browser. Its size is
// reserved by the same sentence at the regular price (never wider: the member price is lower and
// digits are equally wide), hidden, so the page does not move when the member price arrives.
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import classes from './member-price-slot.module.css';

export interface MemberPriceSlotProps {
  lang: Lang;
  slug: string;
  /** The unit the regular price is for (the price book's base unit on public pages). */
  unit: string;
  priceCents: number;
  size?: 'sm' | 'md';
}

/** "Member price $0.74": the one wording of a member price under a regular one (whose unit is
 * just above it: without it again the line stays one line on a card, also in Spanish). */
export function memberPriceText(t: TFunction, lang: Lang, cents: number): string {
  return t('catalogue:price.member', { price: formatCents(cents, lang) });
}

/** The data attribute MemberPricesOnPage finds slots by. */
export const MEMBER_SLOT_SELECTOR = '[data-member-slot]';

export function MemberPriceSlot({ lang, slug, unit, priceCents, size = 'sm' }: MemberPriceSlotProps) {
  const { t } = useTranslation('catalogue');
  return (
    <p
      className={size === 'md' ? `${classes.slot} ${classes.md}` : classes.slot}
      data-member-slot={slug}
      data-unit={unit}
      data-cents={priceCents}
      data-reserve={memberPriceText(t, lang, priceCents)}
    />
  );
}
