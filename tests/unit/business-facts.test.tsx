// Business facts: the hours as the site writes them, what the admin's checklist names, and the
// fallback the public pages show in production while a fact is not set (never a placeholder).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_HOURS,
  FALLBACK_NAME,
  basisPointsToPercent,
  businessFacts,
  hoursSpans,
  missingFacts,
  parseCoordinate,
  percentToBasisPoints,
  seededRow,
  weekRuns,
  type BusinessSettingsRow,
} from '@/domain/business-facts';
import { openingHoursText } from '@/lib/format';
import { translate } from '@/server/i18n/translate';
import { BusinessProvider } from '@/components/layout/business';
import { Footer } from '@/components/layout/Footer';
import { LegalPage } from '@/screens/legal/LegalPage';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { parseEnv } from '@/config/env.mjs';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/en', pathname: '/[[...slug]]' }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string | number>) => translate('en', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));

/** What a production site stores when no BUSINESS_* setting was given: the development defaults. */
const defaultsRow = seededRow(parseEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'x'.repeat(40) }));
const ownerRow: BusinessSettingsRow = {
  ...defaultsRow,
  name: 'Garza Sod & Stone',
  phone: '(936) 555-7788',
  email: 'office@garzasod.com',
  street: '31 Old Hempstead Rd',
  postalCode: '77355',
  founder: 'Maria Garza',
};
const PLACEHOLDER_TEXT = /example\.com|12345 FM 1488|555-0142|555\u20110142|the founder/i;

function page(facts: ReturnType<typeof businessFacts>, children: ReactNode) {
  return renderToStaticMarkup(
    <MantineProvider>
      <BusinessProvider facts={facts}>{children}</BusinessProvider>
    </MantineProvider>,
  );
}
const legal = { lastUpdated: '2024-01', sections: [] };

describe('opening hours', () => {
  it('runs days with the same hours together, closed days included when shown', () => {
    expect(hoursSpans(DEFAULT_HOURS)).toEqual([
      { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '16:30' },
      { days: ['Sa'], opens: '08:00', closes: '12:30' },
    ]);
    expect(weekRuns(DEFAULT_HOURS).map((r) => `${r.from}-${r.to}`)).toEqual(['Mo-Fr', 'Sa-Sa', 'Su-Su']);
    const split = { ...DEFAULT_HOURS, We: null, Th: { opens: '07:30', closes: '16:30' } };
    expect(hoursSpans(split).map((s) => s.days)).toEqual([['Mo', 'Tu'], ['Th', 'Fr'], ['Sa']]);
  });

  it('reads as text in both languages', () => {
    expect(openingHoursText(DEFAULT_HOURS, 'en', (k) => translate('en', k))).toEqual(['Mon-Fri: 7:30 AM - 4:30 PM', 'Sat: 8:00 AM - 12:30 PM', 'Sun: Closed']);
    expect(openingHoursText(DEFAULT_HOURS, 'es', (k) => translate('es', k))).toEqual(['Lun-Vie: 7:30 AM - 4:30 PM', 'Sáb: 8:00 AM - 12:30 PM', 'Dom: Cerrado']);
  });
});

describe('what the owner types', () => {
  it.each([
    ['8.25', 825],
    ['8', 800],
    ['0', 0],
    ['6.5', 650],
    ['20', 2000],
    ['20.01', null],
    ['8.255', null],
    ['-1', null],
    ['abc', null],
  ])('tax %s%% → %s basis points', (typed, points) => expect(percentToBasisPoints(typed)).toBe(points));

  it('shows basis points back as typed', () => {
    expect([825, 800, 650, 0].map(basisPointsToPercent)).toEqual(['8.25', '8', '6.5', '0']);
  });

  it('reads coordinates, empty as not set', () => {
    expect(parseCoordinate(' 30.2094 ')).toBe(30.2094);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('north')).toBeNaN();
  });
});

describe('before the owner has set the facts', () => {
  it('the checklist names every missing fact, counting the development defaults as missing', () => {
    expect(missingFacts(defaultsRow)).toEqual(['phone', 'email', 'street', 'founder']);
    expect(missingFacts({ ...defaultsRow, name: null, latitude: null })).toEqual(['name', 'phone', 'email', 'street', 'coordinates', 'founder']);
    expect(missingFacts(ownerRow)).toEqual([]);
  });

  it('production pages show the documented fallback, never a placeholder', () => {
    const facts = businessFacts(defaultsRow, { production: true, siteUrl: 'https://www.example.org' });
    expect(facts).toMatchObject({ name: FALLBACK_NAME, phone: null, email: null, founder: null, address: { street: null, city: 'Magnolia', region: 'TX' } });
    const html = [page(facts, <Footer lang="en" areas={[]} year={2031} />), page(facts, <LegalPage lang="en" title="Privacy" intro="" data={legal} />)].join('');
    expect(html).not.toMatch(PLACEHOLDER_TEXT);
    expect(html).toContain('Magnolia, TX');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('mailto:');
    const ld = JSON.stringify(localBusinessJsonLd('en', { areas: [], business: facts }));
    expect(ld).not.toMatch(PLACEHOLDER_TEXT);
    expect(ld).not.toContain('telephone');
  });

  it('development shows the defaults, so a laptop shows a complete site', () => {
    expect(businessFacts(defaultsRow, { production: false, siteUrl: 'http://localhost:3000' }).phone).toBe('(281) 555-0142');
  });

  it('once set, the owner’s facts are on the pages', () => {
    const facts = businessFacts(ownerRow, { production: true, siteUrl: 'https://www.garzasod.com' });
    const html = page(facts, <Footer lang="en" areas={[]} year={2031} />);
    expect(html).toContain('Garza Sod &amp; Stone');
    expect(html).toContain('href="tel:+19365557788"');
    expect(html).toContain('mailto:office@garzasod.com');
    expect(html).toContain('31 Old Hempstead Rd, Magnolia, TX 77355');
    expect(html).toContain('Mon-Fri: 7:30 AM - 4:30 PM');
  });

  it('the footer’s © is the year the page was built, not the year the business was founded', () => {
    const facts = businessFacts({ ...ownerRow, foundedYear: 2009 }, { production: true, siteUrl: 'https://www.garzasod.com' });
    const html = page(facts, <Footer lang="en" areas={[]} year={2031} />);
    expect(html).toContain('© 2031 Garza Sod &amp; Stone.');
    expect(html).not.toContain('2009');
  });
});

describe('the letterhead on a printed quote', () => {
  it('names the business, its address, phone and e-mail as the settings hold them', async () => {
    const { Letterhead } = await import('@/components/Letterhead');
    const facts = businessFacts(ownerRow, { production: true, siteUrl: 'https://www.garzasod.com' });
    const html = page(facts, <Letterhead business={facts} />);
    for (const text of ['Garza Sod &amp; Stone', '31 Old Hempstead Rd, Magnolia, TX 77355', '(936)\u00a0555\u20117788', 'office@garzasod.com']) expect(html).toContain(text);
  });

  it('is printed only: the customer’s quote view hides it on screen and shows it on paper', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../src/features/quote/print.module.css', import.meta.url), 'utf8');
    expect(css).toMatch(/^\.printOnly \{\s*display: none;/m);
    expect(css).toMatch(/@media print \{\s*\.printOnly \{\s*display: block;/);
    const detail = await readFile(new URL('../../src/features/quote/SavedQuoteDetail.tsx', import.meta.url), 'utf8');
    expect(detail).toMatch(/className=\{classes\.printOnly\}>\s*<Letterhead business=\{business\} \/>/);
  });
});
