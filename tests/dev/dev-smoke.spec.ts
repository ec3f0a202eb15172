// `npm run dev` must leave a clean console: a newcomer who sees 404s and refused scripts there
// cannot tell their own mistakes from the project's.
import { expect, test, type Page } from '@playwright/test';

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  return problems;
}

for (const path of ['/en', '/es', '/en/quote', '/en/auth', '/es/pasto']) {
  test(`${path} in the development server: no console errors, no failed requests`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('h1').first()).toBeVisible();
    // Hydration, the page's islands and the HMR connection settle after load.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(problems).toEqual([]);
  });
}
