// JSON-LD builders for PageMeta.structuredData (schema.org). Plain data, safe on server and client.
import { business, fullAddress } from '@/config/business';
import { serviceAreas } from '@/content/service-areas';
import type { Lang } from '@/i18n/languages';

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).toString();
}

export interface Crumb {
  name: string;
  /** Site path, e.g. /en/grass; the last crumb (the current page) may omit it. */
  path?: string;
}

/** BreadcrumbList for the trail Home > … > current page. */
export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
    })),
  };
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** The business as a LocalBusiness: address, phone, hours and the areas it delivers to. */
export function localBusiness(lang: Lang, description?: string) {
  const a = business.address;
  const geo = Number.isFinite(business.geo.latitude) && Number.isFinite(business.geo.longitude);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#business'),
    name: business.name,
    url: absoluteUrl(`/${lang}`),
    telephone: business.phone,
    email: business.email,
    ...(description ? { description } : {}),
    foundingDate: String(business.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: 'US',
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude } } : {}),
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAY_NAMES[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: serviceAreas.map((area) => ({ '@type': 'City', name: `${area.name}, TX` })),
    inLanguage: lang,
    hasMap: `https://maps.google.com/?q=${encodeURIComponent(fullAddress())}`,
  };
}

/** A cent amount as schema.org wants a price: "0.82", "45.00" (no float arithmetic). */
export function centsToPriceString(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A product with its offer; products without a price get no Offer. */
export function productLd(p: { name: string; description: string; image?: string | null; url: string; priceCents: number | null; unitLabel?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    ...(p.image ? { image: absoluteUrl(p.image) } : {}),
    url: absoluteUrl(p.url),
    brand: { '@type': 'Brand', name: business.name },
    ...(p.priceCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: centsToPriceString(p.priceCents),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: absoluteUrl(p.url),
            seller: { '@id': absoluteUrl('/#business') },
            ...(p.unitLabel ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: centsToPriceString(p.priceCents), priceCurrency: 'USD', unitText: p.unitLabel } } : {}),
          },
        }
      : {}),
  };
}
