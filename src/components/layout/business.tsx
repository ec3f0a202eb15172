// The business facts (name, phone, address, hours…) for every part of a page: SiteLayout gives
// the page's facts (read from the database when the page was built) to everything inside it.
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { BusinessFacts } from '@/domain/business-facts';
import { phoneText, telHref } from '@/config/business';
import { pathFor } from '@/routing/routes';
import { useLang } from '@/components/RouteLink';

const BusinessContext = createContext<BusinessFacts | null>(null);

export function BusinessProvider({ facts, children }: { facts: BusinessFacts; children: ReactNode }) {
  return <BusinessContext.Provider value={facts}>{children}</BusinessContext.Provider>;
}

export function useBusiness(): BusinessFacts {
  const facts = useContext(BusinessContext);
  if (!facts) throw new Error('useBusiness outside BusinessProvider (SiteLayout gives it)');
  return facts;
}

/**
 * Where a "Call" button goes: the phone number, or while none is set (docs/operations.md: Business settings),
 * the contact page, labelled "Contact Us".
 */
export function useCallLink(): { href: string; label: string; shownPhone: string | null } {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { phone } = useBusiness();
  return phone
    ? { href: telHref(phone), label: t('common:actions.call'), shownPhone: phoneText(phone) }
    : { href: pathFor(lang, 'contact'), label: t('common:actions.contactUs'), shownPhone: null };
}
