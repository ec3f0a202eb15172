import { test as base, type Page } from '@playwright/test';

/**
 * Waits until React is on the page: it has taken over the page's root and, where the page has a
 * header, the header's first button has its props. The page's code runs after its first paint,
 * or on a public page at the visitor's first use (src/page-runtime/after-paint.ts): there a key
 * is pressed first (Shift: it moves nothing), as a person starting to use the page would.
 */
export async function waitForHydration(page: Page) {
  if (await page.evaluate(() => document.querySelector('script[data-start="use"]') !== null)) await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const root = document.getElementById('__next');
    if (!root) return true; // not one of our pages (a text file, an image)
    const button = document.querySelector('header button');
    return Object.keys(root).some((k) => k.startsWith('__reactContainer')) && (!button || Object.keys(button).some((k) => k.startsWith('__reactProps')));
  });
}

/**
 * Playwright's `test`, whose `page.goto` returns once the page's code runs, as a person who has
 * just seen the page would act. A test that means to act before then (what is kept of what the
 * visitor did early) names its `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page }, provide, testInfo) => {
    // Each test is its own visitor, from its own address (the server trusts X-Forwarded-For in
    // these runs, playwright.config.ts): the per-address limits on sign-in and forms count one
    // test's attempts, not every earlier test's from 127.0.0.1 (which, on a fast run, reached the
    // sign-in limit of 30 in 15 minutes). A test that acts from a chosen address sets its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress(testInfo.testId) });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});

/** A test's own client address, from its id: in the private range 10.0.0.0/8, which no visitor from the internet has. */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${64 + (hash & 63)}.${(hash >>> 6) & 255}.${((hash >>> 14) & 253) + 1}`;
}
