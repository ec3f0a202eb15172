// The owner runs the site without a programmer: an admin changes the phone number and the opening
// hours in /admin → Business settings, and the header, footer, contact page, 404 page and
// structured data show them at once (the pages are rebuilt on save; no new build).
// Runs in the back-office project (after the public checks, which expect the seeded facts).
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { createAccount, signIn } from './support/accounts';

const NEW_PHONE = '(936) 555-2468';
const SHOWN_PHONE = '(936)\u00a0555\u20112468';
const TEL = 'tel:+19365552468';

async function localBusiness(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'LocalBusiness') as
    | { telephone?: string; openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[] }
    | undefined;
}

test('an admin changes the phone number and the hours; every page shows them without a rebuild', async ({ page }) => {
  test.setTimeout(240_000);
  const admin = await createAccount('ADMIN');
  await page.goto('/admin');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  // The founder is not set yet: the dashboard's checklist says so and leads to the settings.
  const checklist = page.getByTestId('business-checklist');
  await expect(checklist).toContainText('Founder');
  await checklist.getByRole('link', { name: 'Open business settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business settings' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone' }).fill(NEW_PHONE);
  await page.getByRole('textbox', { name: "Founder's name" }).fill('Maria Garza');
  await page.getByLabel('Sat: Opens').fill('07:00');
  await page.getByLabel('Sat: Closes').fill('13:00');
  await page.getByRole('button', { name: 'Save business settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Business settings saved' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('business-checklist')).toHaveCount(0);

  // Header and footer on the home page.
  await page.goto('/en');
  await expect(page.locator('header').getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', TEL);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: SHOWN_PHONE })).toHaveAttribute('href', TEL);
  await expect(footer).toContainText('Sat: 7:00 AM - 1:00 PM');
  expect((await localBusiness(page))?.telephone).toBe(NEW_PHONE);

  // The contact page, in Spanish too, with its structured data.
  await page.goto('/es/contacto');
  await expect(page.locator('main').getByRole('link', { name: SHOWN_PHONE })).toHaveAttribute('href', TEL);
  await expect(page.locator('main')).toContainText('Sáb: 7:00 AM - 1:00 PM');
  const ld = await localBusiness(page);
  expect(ld?.telephone).toBe(NEW_PHONE);
  expect(ld?.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '07:00', closes: '13:00' });

  // The About page names the founder now.
  await page.goto('/en/about');
  await expect(page.locator('main')).toContainText('Maria Garza founded');

  // The 404 page.
  const missing = await page.goto('/en/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('main').getByRole('link', { name: SHOWN_PHONE })).toHaveAttribute('href', TEL);
  await expect(page.locator('footer')).toContainText('Sat: 7:00 AM - 1:00 PM');
});
