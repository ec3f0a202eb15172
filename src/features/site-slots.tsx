// The parts of the site's frame that come from features, which the pages give the layout
// (src/components/layout/SiteLayout.tsx) so that the layout imports no feature.
import type { ReactNode } from 'react';
import type { Lang } from '@/i18n/languages';
import type { AccountSlot } from '@/components/layout/slots';
import { AccountControl } from '@/features/auth/AccountControl';
import { MemberPricesOnPage } from '@/features/membership/MemberPricesOnPage';

export function siteSlots(lang: Lang): { account: AccountSlot; memberPrices: ReactNode } {
  return {
    account: (onNavigate) => <AccountControl lang={lang} onNavigate={onNavigate} />,
    memberPrices: <MemberPricesOnPage lang={lang} />,
  };
}
