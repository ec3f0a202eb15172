// The one place for the business's facts. Contact details come from configuration
// (inlined at build time by next.config.mjs); hours and founding year are business data.
export const business = {
  name: process.env.BUSINESS_NAME ?? '',
  phone: process.env.BUSINESS_PHONE ?? '',
  email: process.env.BUSINESS_EMAIL ?? '',
  founder: process.env.BUSINESS_FOUNDER ?? '',
  address: {
    street: process.env.BUSINESS_STREET ?? '',
    city: process.env.BUSINESS_CITY ?? '',
    region: process.env.BUSINESS_REGION ?? '',
    postalCode: process.env.BUSINESS_POSTAL_CODE ?? '',
  },
  geo: {
    latitude: Number(process.env.BUSINESS_LATITUDE),
    longitude: Number(process.env.BUSINESS_LONGITUDE),
  },
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  foundedYear: 2024,
  serviceRadiusMiles: 30,
  /** Reply promise for e-mail enquiries. */
  replyWithinHours: 24,
  /** Opening hours, 24-hour clock; days without an entry are closed. */
  hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '16:30' },
    { days: ['Sa'], opens: '08:00', closes: '12:30' },
  ],
} as const;

/** Digits of the phone number for tel: links, with the US country code. */
export function telHref(phone: string = business.phone): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A phone number as it is shown: its spaces and hyphens made non-breaking, so it never wraps
 * mid-number ("555-" / "0142"), in markup and in translated sentences alike. Links and
 * structured data use the number as configured.
 */
export function phoneText(phone: string = business.phone): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

export function fullAddress(): string {
  const a = business.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
