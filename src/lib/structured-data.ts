// JSON-LD builders (schema.org) for PageMeta.structuredData. Business facts, the route table
// and content in, plain objects out, so loaders and tests can use them alike. Server-side only:
// every URL is absolute on SITE_URL as configured where the page is built.
import { env } from '@/config/env.mjs';
import { hoursSpans, type BusinessFacts } from '@/domain/business-facts';
import { pathFor, type RouteId, type RouteParams } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

const SCHEMA = 'https://schema.org';
const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** An absolute URL on the public site for a path like /en/areas. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** Integer cents as the decimal string schema.org expects: 8250 → '82.50'. No float involved. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function postalAddress(business: BusinessFacts) {
  const a = business.address;
  return {
    '@type': 'PostalAddress',
    ...(a.street ? { streetAddress: a.street } : {}),
    addressLocality: a.city,
    addressRegion: a.region,
    ...(a.postalCode ? { postalCode: a.postalCode } : {}),
    addressCountry: 'US',
  };
}

/** The business: address, phone, geo, opening hours and the towns it delivers to (facts not set are left out). */
export function localBusinessJsonLd(lang: Lang, { areas, business }: { areas: readonly { name: string }[]; business: BusinessFacts }) {
  const geo = business.geo;
  const sameAs = [business.links.facebook, business.links.instagram].filter((link): link is string => Boolean(link));
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl('/')}#business`,
    name: business.name,
    url: absoluteUrl(pathFor(lang, 'home')),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    foundingDate: String(business.foundedYear),
    address: postalAddress(business),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(business.links.map ? { hasMap: business.links.map } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    openingHoursSpecification: hoursSpans(business.hours).map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAY_NAMES[d] ?? d),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: areas.map((area) => ({ '@type': 'City', name: `${area.name}, TX` })),
    priceRange: '$$',
    inLanguage: lang,
  };
}

export interface Crumb {
  /** Visible label, already translated. */
  label: string;
  id: RouteId;
  params?: RouteParams;
}

/** BreadcrumbList from route ids and their labels, with absolute URLs in the page language. */
export function breadcrumbJsonLd(lang: Lang, crumbs: readonly Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(pathFor(lang, crumb.id, crumb.params)),
    })),
  };
}

export interface ProductInput {
  name: string;
  description?: string;
  /** Path under /public or absolute URL. */
  image?: string;
  /** Price in integer cents; null when there is no price to state. */
  priceCents: number | null;
  /** Unit the price is for (pallet, cubic yard…), shown as the offer's unit text. */
  unitLabel?: string;
  url: { id: RouteId; params?: RouteParams };
  category?: string;
  sku?: string;
}

/** Product with an Offer in USD sold by the business (price from integer cents). */
export function productJsonLd(lang: Lang, product: ProductInput, business: Pick<BusinessFacts, 'name'>) {
  const url = absoluteUrl(pathFor(lang, product.url.id, product.url.params));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: absoluteUrl(product.image) } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: business.name },
    url,
    ...(product.priceCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: centsToDecimal(product.priceCents),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            ...(product.unitLabel
              ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: centsToDecimal(product.priceCents), priceCurrency: 'USD', unitText: product.unitLabel } }
              : {}),
            seller: { '@type': 'LocalBusiness', name: business.name },
          },
        }
      : {}),
  };
}

export interface BlogPostingInput {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** ISO date, e.g. 2025-03-01 */
  datePublished: string;
  dateModified?: string;
  category: string;
  tags: readonly string[];
  image?: string;
}

/** BlogPosting of an article at /{lang}/blog/{slug}, published by the business. */
export function blogPostingJsonLd(lang: Lang, post: BlogPostingInput, business: Pick<BusinessFacts, 'name'>) {
  const url = absoluteUrl(pathFor(lang, 'blogPost', { post: post.slug }));
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: lang,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: business.name, url: absoluteUrl(pathFor(lang, 'home')) },
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}
