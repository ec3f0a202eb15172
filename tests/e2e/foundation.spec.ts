import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { fixedRoutePaths, privateRoutes } from '@/routing/routes';

test('the root address opens the English site', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('English and Spanish home pages render in their language', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Get Free Quote' }).first()).toBeVisible();
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Cotización Gratis' }).first()).toBeVisible();
});

test('an unknown address answers 404 with the page in the visitor’s language', async ({ page }) => {
  let response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Página No Encontrada' })).toBeVisible();
  response = await page.goto('/es/grass');
  expect(response?.status()).toBe(404);
});

test('the language switcher opens the same page in the other language', async ({ page }) => {
  await page.goto('/en/grass');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/pasto$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

async function prerenderedHasHeading(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
  return /<h1[\s>]/.test(main);
}

test('pages are prerendered with their content, not filled in by JavaScript later', async ({ request }) => {
  // Every public page with a fixed address, both languages, home first (the page a build worker
  // renders first once came out with an empty <main>).
  const paths = fixedRoutePaths().filter(({ id }) => !privateRoutes.includes(id)).map(({ path }) => path);
  expect(paths).toContain('/en');
  for (const path of paths) {
    expect(await prerenderedHasHeading(request, path), path).toBe(true);
  }
});

test('the header fits the window in both languages, on a phone, a laptop and a desktop', async ({ page }) => {
  for (const width of [360, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/en', '/es']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        header: document.querySelector('header')!.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(overflow, `${path} at ${width}px`).toEqual({ page: 0, header: 0 });
    }
  }
});

test('static content stays as the server sent it once the page has loaded (not rendered again)', async ({ page }) => {
  // Remember the footer's address element as the HTML parser creates it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const address = document.querySelector('footer address');
      if (!address) return;
      Object.assign(window, { serverAddress: address });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/en/grass', '/es/areas/conroe', '/en/blog/best-grass-types-texas-climate']) {
    await page.goto(path);
    // Hydrated: React has attached itself to the header's menu button.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    const kept = await page.evaluate(() => document.querySelector('footer address') === (window as { serverAddress?: Element }).serverAddress);
    expect(kept, path).toBe(true);
  }
});

test('an interactive part loads its code on first use, and keeps what was typed before it arrived', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
  });
  await page.goto('/en/contact');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const beforeUse = chunks.length;

  // The form is on screen as the server sent it; its code has not been asked for.
  const form = page.getByRole('main');
  const name = form.getByRole('textbox', { name: 'Full Name' });
  await expect(name).toBeVisible();
  const serverField = await name.elementHandle();
  expect(chunks).toHaveLength(beforeUse);

  // Typing at once: what is typed before the code arrives lands in the server's field.
  await name.click();
  await page.keyboard.type('Ana Pérez', { delay: 15 });
  await expect.poll(() => chunks.length).toBeGreaterThan(beforeUse);
  await expect.poll(() => serverField!.evaluate((el) => el.isConnected)).toBe(false);
  await expect(name).toHaveValue('Ana Pérez');
  await expect(name).toBeFocused();
  // The live form checks its fields: leaving the e-mail empty and sending says so.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
});

test('the page is on screen before its scripts run, and works once they have', async ({ page }) => {
  // When the page's code starts (Next sets window.next) and when the browser first painted content.
  await page.addInitScript(`
    let next;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => next,
      set: (value) => {
        if (!next) window.scriptsStartedAt = performance.now();
        next = value;
      },
    });
  `);
  for (const path of ['/en/grass', '/es/contacto']) {
    // Twice: the second visit has every script in the cache, ready before the HTML is parsed.
    for (const visit of ['first', 'repeat']) {
      await page.goto(path);
      await waitForHydration(page);
      const { paintedAt, scriptsStartedAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptsStartedAt: (window as { scriptsStartedAt?: number }).scriptsStartedAt,
      }));
      expect(paintedAt, `${path}, ${visit} visit`).toBeDefined();
      expect(scriptsStartedAt, `${path}, ${visit} visit`).toBeGreaterThan(paintedAt!);
    }
  }
  // The loader is named by its content, so browsers keep it instead of asking again on every page.
  const loader = await page.locator('script[src^="/scripts/after-paint.js?v="]').getAttribute('src');
  expect((await page.request.get(loader!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Hydrated and working: the header's menu opens.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/grass');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('a press on the menu before the page’s code has run opens it once the code is there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // A slow network: the page's scripts arrive a while after the page is on screen.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/en/grass', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await page.evaluate(() => 'next' in window), 'pressed before the code ran').toBe(false);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // Made once: the menu stays open.
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
