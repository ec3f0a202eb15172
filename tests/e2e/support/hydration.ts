import type { Page } from '@playwright/test';

/**
 * Waits until React is hydrating the page: the header's first button has its props. A test that
 * checks what a press does right after the page loads waits for this first: a plain button
 * pressed before the page's code has run does nothing yet.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')));
}
