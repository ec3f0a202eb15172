import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, breadcrumbJsonLd, centsToDecimal, localBusinessJsonLd, productJsonLd } from '@/lib/structured-data';
import { seededFacts as business } from './support/business-facts';
import { serviceAreas } from '@/content/service-areas';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [82, '0.82'],
    [4500, '45.00'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%i cents → %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));
});

describe('JSON-LD', () => {
  it('LocalBusiness carries the configured address, phone, hours and every service area given', () => {
    const ld = localBusinessJsonLd('es', { areas: serviceAreas, business });
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.telephone).toBe(business.phone);
    expect(ld.address.postalCode).toBe(business.address.postalCode);
    expect(ld.url).toMatch(/\/es$/);
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '16:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:30' },
    ]);
    expect(ld.areaServed.map((a) => a.name)).toEqual(serviceAreas.map((a) => `${a.name}, TX`));
  });

  it('BreadcrumbList numbers the crumbs and links them in the page language', () => {
    const ld = breadcrumbJsonLd('es', [
      { id: 'home', label: 'Inicio' },
      { id: 'grass', label: 'Pasto' },
      { id: 'grassProduct', params: { product: 'zoysia-zeon' }, label: 'Zeon' },
    ]);
    expect(ld.itemListElement.map((i) => [i.position, i.name, new URL(i.item).pathname])).toEqual([
      [1, 'Inicio', '/es'],
      [2, 'Pasto', '/es/pasto'],
      [3, 'Zeon', '/es/pasto/zoysia-zeon'],
    ]);
  });

  it('Product states its Offer price from integer cents in USD, and no offer without a price', () => {
    const ld = productJsonLd('en', { name: 'Raleigh', priceCents: 82, unitLabel: 'sq ft', url: { id: 'grassProduct', params: { product: 'raleigh' } } }, business);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '0.82', priceCurrency: 'USD' });
    expect(productJsonLd('en', { name: 'Special', priceCents: null, url: { id: 'sand' } }, business)).not.toHaveProperty('offers');
  });

  it('BlogPosting names the article, author and date at its localized URL', () => {
    const ld = blogPostingJsonLd('es', {
      slug: 'x',
      title: 'T',
      description: 'D',
      author: 'A',
      datePublished: '2025-03-01',
      category: 'C',
      tags: ['a', 'b'],
    }, business);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'T', datePublished: '2025-03-01', author: { name: 'A' }, keywords: 'a, b', inLanguage: 'es' });
    expect(new URL(ld.url).pathname).toBe('/es/blog/x');
  });
});
