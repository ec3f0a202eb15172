// Photos come in the width their layout needs. On Lighthouse's phone (412 px wide at 1.75x) and
// on a desktop, every photo the home page and a category page show is fetched at the smallest
// width srcset offers that covers its shown width times the screen's pixel ratio (what browsers
// pick when `sizes` is right; a "100vw" on a phone card fetched 828 px for a 378 px card), in a
// modern format, and nothing on the page moves while photos and lazy parts load.
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';

// `screen` as well as `viewport`: with the desktop project's 1920 px screen, Chromium's emulated
// phone preloaded its main photo for a desktop-wide page (a second, wider copy) before layout.
const screens = [
  { name: 'phone', use: { viewport: { width: 412, height: 915 }, screen: { width: 412, height: 915 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
] as const;
const pages = ['/en', '/en/grass'];

interface Shown {
  url: string;
  shown: number;
  ratio: number;
  chosen: number;
  offered: number[];
}

/** Each photo on the page once it has loaded: its shown width, the widths offered and the one taken. */
async function shownPhotos(page: Page): Promise<Shown[]> {
  const photos = page.locator('img[srcset]');
  const count = await photos.count();
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    if (!(await photo.isVisible())) continue; // e.g. a tab panel not open: never fetched (lazy)
    // A lazy part going live as it comes into view (the gallery, the carousel) puts its own
    // elements in place of the server's: the locator then finds the new photo at this index.
    await expect(() => photo.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return photos.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => {
        // The candidates of the srcset the browser used: a <picture>'s <source> or the <img>'s own.
        const sets = [...(img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source') : []), img].map((el) => el.getAttribute('srcset')!);
        const candidates = sets.flatMap((set) =>
          set.split(/,\s+/).map((entry) => {
            const [url = '', width = ''] = entry.trim().split(/\s+/);
            return { url: new URL(url, location.href).href, width: Number.parseInt(width, 10) };
          }),
        );
        return {
          url: img.currentSrc,
          shown: img.getBoundingClientRect().width,
          ratio: devicePixelRatio,
          chosen: candidates.find((c) => c.url === img.currentSrc)?.width ?? NaN,
          offered: [...new Set(candidates.map((c) => c.width))].sort((a, b) => a - b),
        };
      }),
  );
}

/** The smallest offered width covering `pixels` device pixels (the largest when none does). */
function covering(offered: number[], pixels: number): number {
  return offered.find((w) => w >= pixels) ?? offered.at(-1)!;
}

/** Which photo an address is a copy of (the address without its width). */
function photoOf(url: string): string {
  return url.replace(/&w=\d+/, '').replace(/\/\d+\.(webp|avif)$/, '');
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    for (const path of pages) {
      test(`${path}: each photo is fetched at the width its layout needs, as WebP or AVIF, and nothing moves`, async ({ page }) => {
        const formats = new Map<string, string>();
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image') formats.set(response.url(), response.headers()['content-type'] ?? '');
        });
        await page.addInitScript(() => {
          const w = window as unknown as { layoutShift: number };
          w.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);

        const photos = await shownPhotos(page);
        expect(photos.length).toBeGreaterThan(2);
        const wrong = photos
          .map((p) => {
            const needed = p.shown * p.ratio;
            // `sizes` may be a little generous (a card's border, a desktop's scroll bar): up to 5%.
            const allowed = [covering(p.offered, needed), covering(p.offered, needed * 1.05)];
            return allowed.includes(p.chosen) ? null : `${p.url}: ${p.chosen} px for ${Math.round(p.shown)} px shown at ${p.ratio}x (expected ${allowed[0]})`;
          })
          .filter(Boolean);
        expect(wrong, wrong.join('\n')).toEqual([]);
        if (screen.name === 'phone') {
          // The phone's cards (378 px, 661 device pixels) no longer take the 828 px copy.
          const cards = photos.filter((p) => p.shown < 400);
          expect(cards.length).toBeGreaterThan(0);
          for (const card of cards) expect(card.chosen, card.url).toBeLessThan(828);
        }

        // Every photo fetched (including any the page preloaded) is one the page shows, in a modern format.
        const shownUrls = new Set(photos.map((p) => p.url));
        for (const [url, type] of formats) {
          if (!url.includes('/_next/image') && !url.includes('/api/photos/')) continue;
          expect(type, url).toMatch(/^image\/(webp|avif)$/);
          const others = photos.filter((p) => photoOf(p.url) === photoOf(url) && p.url !== url);
          expect(shownUrls.has(url) || others.length === 0, `${url} was fetched besides the width shown`).toBe(true);
        }

        // Back to the top after every lazy part and photo has loaded: nothing moved (CLS 0).
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      });
    }
  });
}
