// axe on what only appears when used (every page as it loads: crawl.spec.ts): no serious or critical violation is allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/hydration';

const BLOCKING = new Set(['serious', 'critical']);

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
