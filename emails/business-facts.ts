// Business facts for e-mails: the business settings (/admin → Business settings) as the outbox
// worker last read them (it reads them before each batch, src/server/email/worker.ts). Before the
// first read, what a first run seeds from the configuration. Links use SITE_URL.
import { env } from '@/config/env.mjs';
import { REPLY_WITHIN_HOURS } from '@/config/business';
import { addressLine, businessFacts, seededRow, type BusinessFacts } from '@/domain/business-facts';
import { openingHoursText } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { translate } from '@/i18n/translate';

const seeded = (): BusinessFacts => businessFacts(seededRow(env), { production: process.env.NODE_ENV === 'production', siteUrl: env.SITE_URL });

let current: BusinessFacts | null = null;

/** The facts e-mails rendered from now on show (the worker sets them before each batch). */
export function setEmailBusinessFacts(facts: BusinessFacts) {
  current = facts;
}

export function emailFacts(): BusinessFacts {
  return (current ??= seeded());
}

/** As e-mails write them: a fact not set is an empty string (and its line is left out). */
export function emailBusiness() {
  const facts = emailFacts();
  return {
    name: facts.name,
    phone: facts.phone ?? '',
    email: facts.email ?? '',
    address: addressLine(facts),
    replyWithinHours: REPLY_WITHIN_HOURS,
  };
}

/** Opening hours as lines of text: "Mon-Fri: 7:30 AM - 4:30 PM", …, "Sun: Closed". */
export function openingHoursLines(lang: Lang): string[] {
  return openingHoursText(emailFacts().hours, lang, (key) => translate(lang, key));
}

/** A page of the public site, absolute on SITE_URL. */
export function siteUrl(path: string): string {
  return `${env.SITE_URL.replace(/\/$/, '')}${path}`;
}

/** Link to a record in the back office. */
export function adminUrl(path: string): string {
  return siteUrl(`/admin/${path}`);
}

/** Date formats of e-mails, made once per language and style (making one costs more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Lang, style: 'received' | 'day'): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = style === 'received' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' };
    format = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { ...options, timeZone: 'America/Chicago' });
    dateFormats.set(key, format);
  }
  return format;
}

/** Dates in e-mails are shown in the business's time zone. */
export function formatReceived(iso: string, lang: Lang): string {
  return dateFormat(lang, 'received').format(new Date(iso));
}

/** A day in e-mails ("December 24, 2026"), in the business's time zone. */
export function formatDay(iso: string, lang: Lang): string {
  return dateFormat(lang, 'day').format(new Date(iso));
}
