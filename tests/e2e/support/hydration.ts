import type { Page } from '@playwright/test';

/**
 * Waits until React is hydrating the page: the header's first button has its props. The page is
 * painted before its scripts run (src/pages/_document.tsx); a press made before then is held and
 * made again once React is there (public/scripts/after-paint.js), but a test that checks what a
 * press does at once waits for this first, as a person who has just seen the page would.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')));
}
