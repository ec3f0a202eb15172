// A signed-in member's price beside the regular one on a product page (issue "Member pricing that
// pays off"). The page is static and the same for everyone: this part renders nothing on the
// server, and in the browser asks the API for the signed-in member's own terms (loading the API
// client only then), so no member price is ever in the cached HTML.
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { memberUnitPrice } from '@/domain/member-pricing';
import { useSession } from '@/features/auth/use-session';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

interface Props {
  lang: Lang;
  slug: string;
  /** The unit the shown price is for: the price book's base unit (SQ_FT for grass, CUBIC_YARD for bulk). */
  baseUnit: 'SQ_FT' | 'CUBIC_YARD';
  priceCents: number | null;
  unitLabel: string;
}

export function MemberProductPrice({ lang, slug, baseUnit, priceCents, unitLabel }: Props) {
  const { t } = useTranslation('membership');
  const session = useSession();
  const signedIn = Boolean(session.data);
  const [memberCents, setMemberCents] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn || priceCents === null) return;
    let live = true;
    import('@/lib/api-client')
      .then(({ apiClient }) => apiClient.membership.myPrices.query())
      .then((terms) => {
        if (!live || !terms) return;
        const own = terms.unitPrices.find((u) => u.slug === slug && u.unit === baseUnit)?.memberPriceCents ?? null;
        const price = memberUnitPrice({ priceCents, wasPriceCents: null }, own, terms);
        if (price && price.source !== 'REGULAR') setMemberCents(price.priceCents);
      })
      .catch(() => undefined); // the regular price stays; nothing to tell
    return () => {
      live = false;
    };
  }, [signedIn, slug, baseUnit, priceCents]);
  if (!signedIn || memberCents === null) return null;
  return (
    <p data-testid="member-product-price" style={{ margin: 0, fontWeight: 600, color: 'var(--mantine-color-turf-8)' }}>
      {t('memberPriceOf', { price: formatCents(memberCents, lang) })}
      {unitLabel && ` / ${unitLabel}`}
    </p>
  );
}
