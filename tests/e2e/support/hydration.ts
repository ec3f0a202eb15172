import { test as base, type Page } from '@playwright/test';

/**
 * Waits until the page is live: React has hydrated it (src/pages/_app.tsx marks <html data-live>
 * then, through a plain effect). Parts inside a Suspense boundary may still be hydrating; a press
 * there makes React hydrate them first, as for a person.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !document.getElementById('__next') || document.documentElement.hasAttribute('data-live'));
}

/**
 * Holds the page's scripts back until the returned `release` is called: the page is on screen as
 * the server sent it, its code not yet running (a slow network). `page.unrouteAll()` ends it.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
