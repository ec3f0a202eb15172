// axe on every page type in both languages: no serious or critical violation is allowed.
// A page type with a known violation in code owned elsewhere is marked test.fixme, with the
// violation named, so the suite states honestly what is still wrong.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

interface PageType {
  name: string;
  en: string;
  es: string;
  /** Known violation (rule id and where) while its owner fixes it. */
  fixme?: string;
}

// Known findings in code owned by other parts (reported to their owners).
// Most would go with one theme fix: --mantine-color-dimmed set to gray.7 (#495057).
const CALCULATOR =
  'color-contrast: quote calculator (src/features/quote/QuoteCalculator.tsx) text and NumberInput descriptions in --mantine-color-dimmed #868e96 on white = 3.32:1; definition-list: its summary <dl aria-live> has a Divider (role=separator) as a direct child';
const PRODUCT_BADGES = 'color-contrast: application badges in src/screens/catalogue/parts/ProductCard.tsx:76 (Badge variant=light color=soil.8) render #4a2b0f on #5f3916 = 1.26:1';

const pageTypes: PageType[] = [
  {
    name: 'home',
    en: '/en',
    es: '/es',
    fixme: `${CALCULATOR}; color-contrast: gallery badges in src/screens/home/ProjectGallery.tsx:49 (Badge variant=light color=soil.8) = 1.26:1`,
  },
  { name: 'products overview', en: '/en/products', es: '/es/productos' },
  { name: 'grass', en: '/en/grass', es: '/es/pasto' },
  { name: 'grass product', en: '/en/grass/st-augustine-raleigh', es: '/es/pasto/st-augustine-raleigh' },
  { name: 'rock', en: '/en/rock', es: '/es/roca', fixme: PRODUCT_BADGES },
  { name: 'mulch', en: '/en/mulch', es: '/es/mulch' },
  { name: 'soil', en: '/en/soil', es: '/es/tierra', fixme: PRODUCT_BADGES },
  { name: 'sand', en: '/en/sand', es: '/es/arena', fixme: PRODUCT_BADGES },
  { name: 'services', en: '/en/services', es: '/es/servicios' },
  { name: 'sod delivery', en: '/en/services/sod-delivery', es: '/es/servicios/entrega-cesped' },
  { name: 'bulk delivery', en: '/en/services/bulk-delivery', es: '/es/servicios/entrega-granel' },
  { name: 'areas', en: '/en/areas', es: '/es/areas' },
  { name: 'area detail', en: '/en/areas/cypress', es: '/es/areas/cypress' },
  { name: 'blog', en: '/en/blog', es: '/es/blog' },
  { name: 'blog post', en: '/en/blog/drought-resistant-landscaping-texas', es: '/es/blog/drought-resistant-landscaping-texas' },
  { name: 'about', en: '/en/about', es: '/es/nosotros' },
  {
    name: 'contact',
    en: '/en/contact',
    es: '/es/contacto',
    fixme: 'color-contrast: the intro line of src/features/leads/ContactForm.tsx (Text c=dimmed, #868e96 on white = 3.32:1)',
  },
  { name: 'quote', en: '/en/quote', es: '/es/cotizar', fixme: CALCULATOR },
  { name: 'sign in', en: '/en/auth', es: '/es/auth' },
  { name: 'privacy', en: '/en/privacy', es: '/es/privacidad' },
  { name: 'terms', en: '/en/terms', es: '/es/terminos' },
  { name: '404', en: '/en/no-such-page', es: '/es/no-existe' },
];

const BLOCKING = new Set(['serious', 'critical']);

for (const type of pageTypes) {
  for (const lang of ['en', 'es'] as const) {
    const title = `${type.name} (${lang}) has no serious or critical axe violation`;
    const body = async ({ page }: { page: import('@playwright/test').Page }) => {
      await page.goto(type[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations
        .filter((v) => BLOCKING.has(v.impact ?? ''))
        .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
      expect(blocking, blocking.join('\n')).toEqual([]);
    };
    if (type.fixme) test.fixme(title, body);
    else test(title, body);
  }
}

test('interactive states: an opened FAQ and the loaded contact map stay accessible', async ({ page }) => {
  await page.goto('/en/areas/magnolia');
  const question = page.getByRole('button', { name: 'Can I pick up materials at your yard?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  let results = await new AxeBuilder({ page }).include('section[aria-labelledby="area-faq"]').analyze();
  expect(results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);

  await page.goto('/es/contacto');
  await page.getByRole('button', { name: 'Mostrar mapa' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('title', /Mapa de nuestra ubicación/);
  // The map section only: the contact form above it has its own (fixme) finding.
  results = await new AxeBuilder({ page }).include('section[aria-labelledby="contact-map"]').exclude('iframe').analyze();
  expect(results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
});
