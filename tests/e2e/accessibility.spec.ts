// axe on every page type in both languages: no serious or critical violation is allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/hydration';
import { expectLabelsInNames } from './support/label-in-name';

interface PageType {
  name: string;
  en: string;
  es: string;
}

const pageTypes: PageType[] = [
  { name: 'home', en: '/en', es: '/es' },
  { name: 'products overview', en: '/en/products', es: '/es/productos' },
  { name: 'grass', en: '/en/grass', es: '/es/pasto' },
  { name: 'grass product', en: '/en/grass/st-augustine-raleigh', es: '/es/pasto/st-augustine-raleigh' },
  { name: 'rock', en: '/en/rock', es: '/es/roca' },
  { name: 'mulch', en: '/en/mulch', es: '/es/mulch' },
  { name: 'soil', en: '/en/soil', es: '/es/tierra' },
  { name: 'sand', en: '/en/sand', es: '/es/arena' },
  { name: 'services', en: '/en/services', es: '/es/servicios' },
  { name: 'sod delivery', en: '/en/services/sod-delivery', es: '/es/servicios/entrega-cesped' },
  { name: 'bulk delivery', en: '/en/services/bulk-delivery', es: '/es/servicios/entrega-granel' },
  { name: 'areas', en: '/en/areas', es: '/es/areas' },
  { name: 'area detail', en: '/en/areas/cypress', es: '/es/areas/cypress' },
  { name: 'blog', en: '/en/blog', es: '/es/blog' },
  { name: 'blog post', en: '/en/blog/drought-resistant-landscaping-texas', es: '/es/blog/drought-resistant-landscaping-texas' },
  { name: 'about', en: '/en/about', es: '/es/nosotros' },
  { name: 'contact', en: '/en/contact', es: '/es/contacto' },
  { name: 'quote', en: '/en/quote', es: '/es/cotizar' },
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
      await expectLabelsInNames(page);
    };
    test(title, body);
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
  // The loaded map section (the page as a whole is checked above); the third-party frame is not ours.
  results = await new AxeBuilder({ page }).include('section[aria-labelledby="contact-map"]').exclude('iframe').analyze();
  expect(results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
});
