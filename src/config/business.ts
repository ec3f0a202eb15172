// How the business's facts are written on the site. The facts themselves are data the owner keeps
// in /admin → Business settings (src/server/services/business-settings.ts, src/domain/business-facts.ts);
// pages read them from their static props (useBusiness in src/components/layout/business.tsx).

/** Reply promise for e-mail enquiries. */
export const REPLY_WITHIN_HOURS = 24;

/** Digits of the phone number for tel: links, with the US country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A phone number as it is shown: its spaces and hyphens made non-breaking, so it never wraps
 * mid-number ("555-" / "0142"), in markup and in translated sentences alike. Links and
 * structured data use the number as configured.
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
