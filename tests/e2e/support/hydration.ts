import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the header's first button has its props. The page is
 * painted before its scripts run (src/pages/_document.tsx); a click on a plain button in that
 * moment does nothing yet, as on any page still loading its code, so a test that clicks one at
 * once waits for this first.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')));
}
