import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/hydration';
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

test('no public page scrolls sideways on a phone, in either language', async ({ browser }) => {
  // A plain page (no wait for hydration): the width is set by the server's HTML and CSS.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const paths = [
    ...fixedRoutePaths().filter(({ id }) => !privateRoutes.includes(id)).map(({ path }) => path),
    ...['/en/grass/st-augustine-raleigh', '/es/pasto/st-augustine-raleigh', '/en/areas/conroe', '/es/blog/best-grass-types-texas-climate'],
  ];
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wide.push(`${path} (${overflow}px)`);
  }
  await context.close();
  expect(wide).toEqual([]);
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
    await page.goto(path); // returns once React has attached itself (support/hydration.ts)
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

test('a reader of a public page runs no script; the first press starts them and is made once they run', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  // Reading: the page loads, the visitor scrolls down and back and waits; links are plain links.
  await page.goto('/en/grass', { waitUntil: 'load' });
  await page.mouse.wheel(0, 1500);
  await page.mouse.wheel(0, -1500);
  await page.waitForTimeout(1500);
  expect(scripts, 'only the loader').toEqual(['/scripts/after-paint.js']);
  // Nor does the page carry the data only its code needs (its texts and figures): that comes with the code.
  const inlineData = await page.locator('#__NEXT_DATA__').evaluate((el) => JSON.parse(el.textContent!));
  expect(inlineData.props, 'no page data in the HTML').toBeNull();
  const dataFile = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/_next/data/') && response.ok());
  // The phone menu pressed before any of the page's code is there: it opens once the code runs.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  expect(new URL((await dataFile).url()).pathname).toMatch(/^\/_next\/data\/[^/]+\/en\/grass\.json$/);
  expect(await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { props: { pageProps: { route: { id: string } } } } }).__NEXT_DATA__.props.pageProps.route.id)).toBe('grass');
  // Pressed once, opened once: a second press closes it as usual.
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('a public page waits only for the CSS its HTML uses; the whole sheet comes with its code, so what the code shows is styled', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/en/grass', { waitUntil: 'load' });
  const cut = page.locator('head [data-full-css]');
  await expect(cut).toHaveCount(1);
  const whole = (await cut.getAttribute('data-full-css'))!;
  const sheets = () => page.evaluate(() => [...document.querySelectorAll('head style[data-full-css], head link[rel="stylesheet"]')].map((el) => (el.hasAttribute('data-full-css') ? 'cut' : el.getAttribute('href'))));
  expect(await sheets(), 'the page does not wait for the whole site-wide sheet').not.toContain(whole);
  // The cut is a file of the build, named by its content (browsers keep it), linked where the whole sheet was.
  const cutHref = (await cut.getAttribute('href'))!;
  expect(cutHref).toMatch(/^\/_next\/static\/css\/cut\/[0-9a-f]{16}\.css$/);
  const cutResponse = await page.request.get(cutHref);
  expect(cutResponse.headers()['cache-control']).toContain('immutable');
  const wholeCss = await (await page.request.get(whole)).text();
  expect((await cutResponse.text()).length, 'the cut is well under half the whole sheet').toBeLessThan(wholeCss.length / 2);
  // What the visitor sees is the same before the code and after (boxes, colours, type).
  const looks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, header a, header button, main a, main button, main img, footer a')].map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return [el.tagName, box.x, box.y, box.width, box.height, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.padding, style.borderRadius].join(' ');
      }),
    );
  const before = await looks();
  // The phone menu, pressed before any code: a drawer only the code draws, styled by the whole sheet.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect((await sheets()).slice(0, 2), 'linked in the cut’s place, before the pages’ own CSS').toEqual(['cut', whole]);
  expect(await menu.evaluate((el) => getComputedStyle(el.closest('[class*="inner"]') ?? el.parentElement!).position)).toBe('fixed');
  const box = (await menu.boundingBox())!;
  expect(box.height, 'the drawer fills the screen’s height').toBeGreaterThanOrEqual(800);
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.mouse.move(400, 800);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await looks()).toEqual(before);
});

test('the page and its main photo are on screen before its scripts run, and work once they have', async ({ page }) => {
  // When the page's code starts (Next sets window.next), and whether the main photo had been
  // drawn as the largest content by then (on a phone's screen it is).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(`
    const largest = [];
    new PerformanceObserver((list) => largest.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    let next;
    Object.defineProperty(window, 'next', {
      configurable: true,
      get: () => next,
      set: (value) => {
        if (!next) {
          window.scriptsStartedAt = performance.now();
          window.photoDrawnBefore = largest.some((e) => e.element?.getAttribute('fetchpriority') === 'high');
        }
        next = value;
      },
    });
  `);
  for (const path of ['/en/grass', '/es/contacto']) {
    // Twice: the second visit has every script in the cache, ready before the HTML is parsed.
    for (const visit of ['first', 'repeat']) {
      await page.goto(path);
      const timing = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptsStartedAt: (window as { scriptsStartedAt?: number }).scriptsStartedAt,
        photoDrawnBefore: (window as { photoDrawnBefore?: boolean }).photoDrawnBefore,
      }));
      const label = `${path}, ${visit} visit`;
      expect(timing.paintedAt, label).toBeDefined();
      expect(timing.scriptsStartedAt, label).toBeGreaterThan(timing.paintedAt!);
      // The grass page's hero photo is its largest content: drawn before the code ran.
      if (path === '/en/grass') expect(timing.photoDrawnBefore, label).toBe(true);
    }
  }
  // The loader is named by its content, so browsers keep it instead of asking again on every page.
  const loader = await page.locator('script[src^="/scripts/after-paint.js?v="]').getAttribute('src');
  expect((await page.request.get(loader!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Each of the page's big scripts (16 kB or more: React, Next, the app, shared parts) asks Chrome
  // to compile it as it streams in, off the main thread.
  const held = await page.locator('script[type="text/x-after-paint"]').evaluateAll((list) => list.map((s) => s.getAttribute('data-src')!));
  const texts = await Promise.all(held.map(async (src) => (await page.request.get(src)).text()));
  const big = texts.filter((text) => text.length >= 16 * 1024 + 29);
  expect(big.length).toBeGreaterThanOrEqual(4);
  for (const text of big) expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // Hydrated and working: the header's menu opens.
  await page.goto('/en/grass');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('no server code reaches a browser: the built browser scripts hold none of the page table’s loaders', () => {
  // The page table names each page's server loader (src/routing/routes.ts); browser builds must leave it out.
  const chunks = path.resolve(import.meta.dirname, '../..', process.env.NEXT_DIST_DIR || '.next', 'static/chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  // `staticParams` is a loader's (a property name survives minifying); PrismaClient the database's.
  const leaking = files.filter((file) => /staticParams|PrismaClient/.test(readFileSync(path.join(chunks, file), 'utf8')));
  expect(leaking).toEqual([]);
});
