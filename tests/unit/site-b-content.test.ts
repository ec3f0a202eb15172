import { describe, expect, it } from 'vitest';
import { areaDetails, findAreaDetail } from '@/content/area-details';
import { blogPosts, relatedPosts } from '@/content/blog';
import { privacySections, termsSections } from '@/content/legal';
import { serviceAreas } from '@/content/service-areas';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { loader as blogPost } from '@/server/pages/loaders/blog-post';
import { loader as contactPage } from '@/server/pages/loaders/contact';
import { seededFacts } from './support/business-facts';

const langs = ['en', 'es'] as const;

describe('area details', () => {
  it('exist for exactly the service areas', () => {
    expect(areaDetails.map((a) => a.slug).sort()).toEqual(serviceAreas.map((a) => a.slug).sort());
  });

  it('price services from $2,000 to $15,000 in whole cents', () => {
    for (const area of areaDetails) {
      for (const s of area.services) {
        expect(Number.isInteger(s.priceFromCents)).toBe(true);
        expect(s.priceFromCents).toBeGreaterThanOrEqual(2_000_00);
        expect(s.priceFromCents).toBeLessThanOrEqual(15_000_00);
      }
    }
  });

  it('state the typical sod project cost of $2,500-$8,000+ in an FAQ', () => {
    for (const area of areaDetails) {
      expect(area.faqs.some((f) => f.answer.en.includes('$2,500-$8,000+'))).toBe(true);
    }
  });

  it('only name nearby areas that have their own page, never themselves', () => {
    for (const area of areaDetails) {
      for (const slug of area.nearby) {
        expect(findAreaDetail(slug)).toBeDefined();
        expect(slug).not.toBe(area.slug);
      }
    }
  });

  it('have every visitor-facing text in both languages', () => {
    for (const area of areaDetails) {
      for (const lang of langs) {
        expect(area.description[lang]).not.toBe('');
        expect(area.features[lang].length).toBeGreaterThan(0);
        expect(area.features[lang].length).toBe(area.features.en.length);
        for (const f of area.faqs) expect(f.question[lang] && f.answer[lang]).toBeTruthy();
      }
    }
  });
});

describe('blog articles', () => {
  it('are the five of the spec, dated 2025-02-20 to 2025-03-15, 5-8 minutes long', () => {
    expect(blogPosts.map((p) => p.slug)).toEqual([
      'best-grass-types-texas-climate',
      'spring-landscaping-checklist-texas',
      'mulch-benefits-application-guide',
      'drought-resistant-landscaping-texas',
      'rock-landscaping-design-ideas',
    ]);
    expect(blogPosts.map((p) => p.category.en)).toEqual(['Lawn Care', 'Seasonal Tips', 'Materials Guide', 'Sustainability', 'Design Ideas']);
    for (const p of blogPosts) {
      expect(p.publishDate >= '2025-02-20' && p.publishDate <= '2025-03-15').toBe(true);
      expect(p.readTimeMinutes).toBeGreaterThanOrEqual(5);
      expect(p.readTimeMinutes).toBeLessThanOrEqual(8);
    }
  });

  it('use only the allowed markup, so sanitizing removes nothing a reader should see', () => {
    for (const p of blogPosts) {
      for (const lang of langs) {
        const normalized = sanitizeHtml(sanitizeHtml(p.content[lang]));
        expect(sanitizeHtml(p.content[lang]), `${p.slug} ${lang}`).toBe(normalized);
        expect(p.content[lang]).not.toMatch(/<(?!\/?(h2|h3|h4|p|ul|ol|li|strong|em|a|br)[\s>/])/);
      }
    }
  });

  it('link each language to pages of the same language', () => {
    for (const p of blogPosts) {
      for (const lang of langs) {
        for (const [, href] of p.content[lang].matchAll(/href="([^"]+)"/g)) expect(href!.startsWith(`/${lang}/`)).toBe(true);
      }
    }
  });

  it('relate an article to the first two of the other articles', () => {
    expect(relatedPosts('best-grass-types-texas-climate').map((p) => p.slug)).toEqual([
      'spring-landscaping-checklist-texas',
      'mulch-benefits-application-guide',
    ]);
    expect(relatedPosts('mulch-benefits-application-guide').map((p) => p.slug)).toEqual([
      'best-grass-types-texas-climate',
      'spring-landscaping-checklist-texas',
    ]);
  });
});

/** These loaders read nothing of the site frame but the areas' names. */
const noFrame = { menu: [], areas: [], business: seededFacts };

describe('blog article page loader', () => {
  it('shows an article with its title as the page title and its own canonical', async () => {
    const result = await blogPost.load({ lang: 'es', params: { post: 'rock-landscaping-design-ideas' }, frame: noFrame });
    expect(result.meta?.title).toBe('Ideas de Diseño de Paisajismo con Roca');
    expect(result.meta?.canonical).toEqual({ id: 'blogPost', params: { post: 'rock-landscaping-design-ideas' } });
  });

  it('sends an unknown slug to the first article (one cached page, not one per address asked for)', async () => {
    const result = await blogPost.load({ lang: 'en', params: { post: 'no-such-post' }, frame: noFrame });
    expect(result.notFound).toBeFalsy();
    expect(result.redirectTo).toEqual({ id: 'blogPost', params: { post: 'best-grass-types-texas-climate' } });
    expect(result.data).toBeUndefined();
  });

  it('sends sanitized HTML to the page', async () => {
    const result = await blogPost.load({ lang: 'en', params: { post: 'best-grass-types-texas-climate' }, frame: noFrame });
    const html = (result.data as { post: { html: string } }).post.html;
    expect(html).toContain('<h2>');
    expect(html).not.toMatch(/<script|on\w+=/i);
  });
});

describe('legal texts', () => {
  it('have every section in both languages', () => {
    for (const s of [...privacySections, ...termsSections]) {
      for (const lang of langs) {
        expect(s.heading[lang]).not.toBe('');
        expect(s.paragraphs[lang].length).toBe(s.paragraphs.en.length);
        expect(s.items?.[lang].length ?? 0).toBe(s.items?.en.length ?? 0);
      }
    }
  });

  it('state the terms of spec section 9', () => {
    const terms = termsSections.flatMap((s) => s.paragraphs.en).join(' ');
    expect(terms).toContain('up to 24 hours before the scheduled delivery');
    expect(terms).toContain('within 24 hours of delivery');
    expect(terms).toContain('Payment is due at delivery');
    expect(terms).toMatch(/cash, checks and major credit cards/);
    expect(terms).toContain('deposit');
    expect(terms).toContain('Montgomery County, Texas');
    expect(terms).toContain('estimates');
    expect(terms).toContain('case by case');
  });
});

describe('areas served without a ZIP list', () => {
  it('are named in the page language', async () => {
    const names = async (lang: 'en' | 'es') => ((await contactPage.load({ lang, params: {}, frame: noFrame })).data as { alsoServing: string[] }).alsoServing;
    expect(await names('en')).toEqual(['Willis', 'Montgomery County']);
    expect(await names('es')).toEqual(['Willis', 'condado de Montgomery']);
  });
});
