import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { holdScripts, test, waitForHydration } from './support/hydration';

test('the root address opens the English site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('what is filled in before the page’s code runs (autofill, a form restored on Back) is what the page works with', async ({ page }) => {
  // The calculator: a product and a quantity set by the browser, not pressed by the visitor.
  let release = await holdScripts(page);
  await page.goto('/en/quote', { waitUntil: 'commit' });
  const calculator = page.getByRole('main');
  const product = calculator.getByLabel('Product');
  await product.selectOption({ label: (await product.locator('option', { hasText: 'Zoysia' }).first().textContent())! });
  await calculator.getByRole('textbox', { name: 'Quantity' }).fill('3');
  release();
  await waitForHydration(page);
  const add = calculator.getByRole('button', { name: 'Add to Quote' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(calculator.getByRole('button', { name: /^Remove Zoysia/ })).toBeVisible();
  await expect(calculator.getByText(/^3 × pallets at /)).toBeVisible();

  // The contact form: a name filled in early is the form's, so only the missing e-mail is flagged.
  await page.unrouteAll({ behavior: 'wait' });
  release = await holdScripts(page);
  await page.goto('/en/contact', { waitUntil: 'commit' });
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ana Pérez');
  release();
  await waitForHydration(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Full Name' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ana Pérez');
});

test('no server code reaches a browser: the built browser scripts hold none of the page table’s loaders', () => {
  // The server's page registry names each page's loader (src/server/pages/registry.ts); browser builds must leave it out.
  const chunks = path.resolve(import.meta.dirname, '../..', process.env.NEXT_DIST_DIR || '.next', 'static/chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  // `staticParams` is a loader's (a property name survives minifying); PrismaClient the database's.
  const leaking = files.filter((file) => /staticParams|PrismaClient/.test(readFileSync(path.join(chunks, file), 'utf8')));
  expect(leaking).toEqual([]);
});
