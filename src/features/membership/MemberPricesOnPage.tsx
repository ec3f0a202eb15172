// Fills the member-price slots of the page on screen (MemberPriceSlot) for a signed-in member
// (issue "Member pricing that pays off"): one request for the member's own terms, asked by their
// browser (the API client is loaded only then), so no member price is ever in a page's cached HTML.
// The slots sit in the page's content, far from the layout, so the prices are rendered into them
// through portals; after a page change the new page's slots are filled.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { shownMemberCents } from '@/domain/member-pricing';
import { useSession } from '@/features/auth/use-session';
import type { Lang } from '@/i18n/languages';
import type { MyMemberPrices } from '@/server/services/member-pricing';
import { callApi } from '@/lib/call-api';
import { MEMBER_SLOT_SELECTOR, memberPriceText } from './MemberPriceSlot';

/** As the calculator's query: terms older than this are asked again on the next page. */
const STALE_MS = 60_000;
let terms: { userId: string; at: number; promise: Promise<MyMemberPrices | null> } | undefined;

function memberTerms(userId: string): Promise<MyMemberPrices | null> {
  if (!terms || terms.userId !== userId || Date.now() - terms.at > STALE_MS) {
    const promise = callApi((api) => api.membership.myPrices.query());
    terms = { userId, at: Date.now(), promise };
    promise.catch(() => (terms = undefined)); // asked again on the next page
  }
  return terms.promise;
}

interface Filled {
  slot: HTMLElement;
  cents: number;
}

export function MemberPricesOnPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogue');
  const userId = useSession().data?.id ?? null;
  // The page on screen (a change of its #fragment is the same page).
  const asPath = useRouter().asPath.split('#')[0]!;
  const [shown, setShown] = useState<{ userId: string; asPath: string; filled: Filled[] } | null>(null);
  useEffect(() => {
    const slots = userId ? [...document.querySelectorAll<HTMLElement>(MEMBER_SLOT_SELECTOR)] : [];
    if (!userId || slots.length === 0) return;
    let live = true;
    memberTerms(userId)
      .then((member) => {
        if (!live) return;
        const filled = slots.flatMap((slot) => {
          const { memberSlot: slug = '', unit = '', cents } = slot.dataset;
          const regular = Number(cents);
          const shelf = Number.isSafeInteger(regular) && regular > 0 ? { priceCents: regular, wasPriceCents: null } : null;
          const memberCents = shownMemberCents(shelf, { slug, unit }, member);
          return memberCents === null ? [] : [{ slot, cents: memberCents }];
        });
        setShown({ userId, asPath, filled });
      })
      .catch(() => undefined); // the regular prices stay; nothing to tell
    return () => {
      live = false;
    };
  }, [userId, asPath]);
  // Only this page's slots, and only for the member they were asked for (signed out: none).
  if (!shown || shown.userId !== userId || shown.asPath !== asPath) return null;
  return shown.filled.map(({ slot, cents }, i) =>
    createPortal(<span data-testid="member-product-price">{memberPriceText(t, lang, cents)}</span>, slot, `member-price-${i}`),
  );
}
