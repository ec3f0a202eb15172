// Business facts for e-mails. The site inlines them at build time (src/config/business.ts);
// the outbox worker can also run as a plain script, so unset values fall back to the validated
// configuration, which has the same sources and defaults.
import { business, fullAddress } from '@/config/business';
import { env } from '@/config/env.mjs';
import { formatTimeOfDay } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/server/i18n/translate';

export function emailBusiness() {
  return {
    name: business.name || env.BUSINESS_NAME,
    phone: business.phone || env.BUSINESS_PHONE,
    email: business.email || env.BUSINESS_EMAIL,
    address: business.address.street
      ? fullAddress()
      : `${env.BUSINESS_STREET}, ${env.BUSINESS_CITY}, ${env.BUSINESS_REGION} ${env.BUSINESS_POSTAL_CODE}`,
    replyWithinHours: business.replyWithinHours,
  };
}

/** Opening hours as lines of text: "Mon-Fri: 7:30 AM - 4:30 PM", …, "Sunday: Closed". */
export function openingHoursLines(lang: Lang): string[] {
  const [weekdays, saturday] = business.hours;
  const t = (key: string) => translate(lang, `common:hours.${key}`);
  const span = (h: { opens: string; closes: string }) => `${formatTimeOfDay(h.opens, lang)} - ${formatTimeOfDay(h.closes, lang)}`;
  return [`${t('weekdays')}: ${span(weekdays)}`, `${t('saturday')}: ${span(saturday)}`, `${t('sunday')}: ${t('closed')}`];
}

/** Link to a record in the back office. */
export function adminUrl(path: string): string {
  return `${env.SITE_URL.replace(/\/$/, '')}/admin/${path}`;
}

/** Dates in e-mails are shown in the business's time zone. */
export function formatReceived(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(new Date(iso));
}
