// One visit per page: every public page the sitemap lists, in both languages, plus the sign-in
// page (not listed: noindex) and the 404 page, each loaded once and checked there for what every
// page owes its visitors (issue 44). Every page, on a phone (390 px) as the server sends it: the
// answer's status, the content in the HTML (not filled in later), no sideways scrolling, <html
// lang>, a title, one h1, the hreflang alternates, no translation key shown instead of its text.
// The first page of each kind (route) in each language, also once its code runs: no sideways
// scrolling then either, and on a desktop (1280 px, the same page resized) no translation key,
// axe (no serious or critical violation) and label-in-name; a few kinds add their own checks at
// both widths (`extras`). The other pages of a kind (grass varieties, areas, articles) are the
// same screen with other content.
// Interactive states (an opened FAQ, the loaded map) are in accessibility.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test, waitForHydration } from './support/hydration';
import { expectLabelsInNames } from './support/label-in-name';
import { matchRoute, parsePath, privateRoutes, routeIds, type RouteId } from '@/routing/routes';

type Lang = 'en' | 'es';
interface Twin {
  id: RouteId;
  en: string;
  es: string;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const BLOCKING = new Set(['serious', 'critical']);

test.describe.configure({ mode: 'parallel' });

// ---------------------------------------------------------------------------------------------
// A translation key shown instead of its text. With no fallback language (src/i18n), a missing
// key renders as the key itself, e.g. "hero.title" or "meta.grass.description": a word that is
// one of the translation files' top-level keys, a dot, and more of the key. (The namespaced form
// "pages:meta.x" too.) Not a part of an address or e-mail ("magnolia-sod.test").
const localeDir = path.resolve(import.meta.dirname, '../../public/locales/en');
const namespaces = readdirSync(localeDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const topKeys = [...new Set(namespaces.flatMap((ns) => Object.keys(JSON.parse(readFileSync(path.join(localeDir, `${ns}.json`), 'utf8')))))];
const keyPattern = new RegExp(`(?<![\\w@./:-])(?:(?:${namespaces.join('|')}):[A-Za-z_][\\w.]*|(?:${topKeys.join('|')})\\.[A-Za-z_]\\w*(?:\\.\\w+)*)(?![\\w@-])`, 'g');

function translationKeysIn(text: string): string[] {
  return [...text.matchAll(keyPattern)].map((m) => m[0]);
}

/** What a visitor or a screen reader gets from the page: its text, title, description and the names in attributes. */
async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title], meta[name="description"], meta[property^="og:"]')].flatMap((el) =>
      ['aria-label', 'alt', 'placeholder', 'title', 'content'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

// ---------------------------------------------------------------------------------------------
// The sitemap's pages, paired with their twin in the other language (from its alternates).

async function sitemapTwins(request: APIRequestContext): Promise<Twin[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const twins = new Map<string, Twin>();
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const alt = (lang: string) => new URL(new RegExp(`hreflang="${lang}"\\s+href="([^"]+)"`).exec(block!)?.[1] ?? 'http://x/none').pathname;
    const en = alt('en');
    const parsed = parsePath(en);
    const match = parsed && matchRoute('en', parsed.rest);
    expect(match, `a sitemap page of no route: ${en}`).toBeTruthy();
    twins.set(en, { id: match!.id, en, es: alt('es') });
  }
  return [...twins.values()];
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function alternates(page: Page) {
  const pairs = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')] as const));
  return Object.fromEntries(pairs.map(([lang, href]) => [lang, href ? new URL(href).pathname : null]));
}

// ---------------------------------------------------------------------------------------------
// Checks of particular pages, run at both widths on the page already loaded.

type Extra = (page: Page, lang: Lang, width: number) => Promise<void>;

/** Variety links in the sod and bulk delivery lists use the theme's link colour, undecorated (issue 28). */
const themedLinks =
  (selector: string): Extra =>
  async (page) => {
    const first = page.locator(selector).first();
    await expect(first).toBeVisible();
    const style = await first.evaluate((a) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-color-anchor)';
      document.body.append(probe);
      const anchor = getComputedStyle(probe).color;
      probe.remove();
      return { color: getComputedStyle(a).color, anchor, decoration: getComputedStyle(a).textDecorationLine };
    });
    expect(style.color).toBe(style.anchor);
    expect(style.color).not.toBe('rgb(0, 0, 238)');
    expect(style.decoration).toBe('none');
  };

const extras: Partial<Record<RouteId | 'notFound', Extra>> = {
  home: async (page, lang, width) => {
    if (width !== DESKTOP.width) return;
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Get Free Quote' : 'Cotización Gratis' }).first()).toBeVisible();
    // The header fits the window on a phone, a laptop and a desktop (the page resized, as a window is).
    for (const w of [360, 1024, 1440]) {
      await page.setViewportSize({ width: w, height: 800 });
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        header: document.querySelector('header')!.scrollWidth - document.documentElement.clientWidth,
      }));
      expect.soft(overflow, `${lang} home at ${w}px`).toEqual({ page: 0, header: 0 });
    }
    await page.setViewportSize(DESKTOP);
  },
  // About reads well without a founder's name (issue 28).
  about: async (page, lang) => {
    if (lang === 'en') {
      await expect(page.getByText(/^We founded .+ in 2024 after more than 15 years/)).toBeVisible();
      await expect(page.getByText(/the founder/i)).toHaveCount(0);
    } else {
      await expect(page.getByText(/^Fundamos .+ en 2024 después de más de 15 años/)).toBeVisible();
      await expect(page.getByText(/the founder|fundador/i)).toHaveCount(0);
    }
  },
  quote: async (page, lang) => {
    if (lang === 'es') await expect(page.getByText('Las cotizaciones son estimaciones;', { exact: false })).toBeVisible();
  },
  sodDelivery: themedLinks('section[aria-labelledby="sod-varieties-title"] table a'),
  bulkDelivery: themedLinks('main ul h3 a'),
  // Even the password field's show/hide button is named in the page's language (the UI library's own name is English).
  auth: async (page, lang) => {
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Show or hide the password' : 'Mostrar u ocultar la contraseña' })).toHaveCount(1);
  },
  // Phone numbers stay on one line, in the page and the footer (issue 28).
  notFound: async (page) => {
    const phones = page.locator('main a[href^="tel:"], footer a[href^="tel:"]');
    expect(await phones.count()).toBeGreaterThan(0);
    for (const phone of await phones.all()) {
      const { lines, text } = await phone.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return { lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, text: a.textContent ?? '' };
      });
      expect(lines, text).toBe(1);
      expect(text).toMatch(/^\(\d{3}\)\u00a0\d{3}\u2011\d{4}$/);
    }
  },
};

// ---------------------------------------------------------------------------------------------

interface Expected {
  id: RouteId | 'notFound';
  lang: Lang;
  status: number;
  /** The hreflang alternates, for pages that have a twin. */
  twin?: Twin;
  /** Built ahead of time with its content (public pages and the 404 page). */
  prerendered: boolean;
}

/**
 * Loads `url` once and checks it; returns its title. A page of each kind (`live`) is checked at
 * both widths once its code runs, with axe; the other pages of its kind (more grass varieties,
 * areas, articles: the same screen with other content) as the server sends them, on a phone.
 */
async function visit(page: Page, url: string, expected: Expected, live: boolean): Promise<string> {
  const where = `${url}`;
  // On a phone, as the server sends it (no wait for the page's code).
  await page.setViewportSize(PHONE);
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), where).toBe(expected.status);
  if (expected.prerendered) {
    const main = (await response!.text()).match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
    expect.soft(/<h1[\s>]/.test(main), `${where}: its <main> comes with its h1 in the server's HTML`).toBe(true);
  }
  expect.soft(await sideways(page), `${where} scrolls sideways at 390 px as sent`).toBe(0);
  await expect(page.locator('html'), where).toHaveAttribute('lang', expected.lang);
  const title = await page.title();
  expect.soft(title.length, `${where}: a title`).toBeGreaterThan(3);
  await expect.soft(page.getByRole('heading', { level: 1 }), `${where}: one h1`).toHaveCount(1);
  if (expected.twin) expect.soft(await alternates(page), `${where}: hreflang alternates`).toEqual({ en: expected.twin.en, es: expected.twin.es, 'x-default': expected.twin.en });
  if (!live) {
    expect.soft(translationKeysIn(await shownTexts(page)), `${where}: translation keys shown instead of their text`).toEqual([]);
    return title;
  }

  await waitForHydration(page);
  expect.soft(await sideways(page), `${where} scrolls sideways at 390 px once its code runs`).toBe(0);
  await extras[expected.id]?.(page, expected.lang, PHONE.width);
  // On a desktop.
  await page.setViewportSize(DESKTOP);
  await extras[expected.id]?.(page, expected.lang, DESKTOP.width);
  await page.waitForLoadState('networkidle');
  expect.soft(translationKeysIn(await shownTexts(page)), `${where}: translation keys shown instead of their text`).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect.soft(blocking, `${where}: axe\n${blocking.join('\n')}`).toEqual([]);
  await expectLabelsInNames(page);
  return title;
}

test('the key detector finds a key shown as text, and not addresses, e-mails or sentences', () => {
  expect(translationKeysIn('Welcome\nhero.title\nmeta.grass.description and pages:meta.home')).toEqual(['hero.title', 'meta.grass.description', 'pages:meta.home']);
  expect(translationKeysIn('office@magnolia-sod.test · www.example.org · Call us. Next day · St. Augustine 1.5 in')).toEqual([]);
});

// Each public route of the table: the sitemap's pages of it, both languages.
for (const id of routeIds.filter((r) => !privateRoutes.includes(r))) {
  test(`${id}: every page of the sitemap in both languages answers, fits a phone, and is titled, linked to its twin, translated and accessible`, async ({ page, request }) => {
    const twins = (await sitemapTwins(request)).filter((t) => t.id === id);
    expect(twins.length, `the sitemap lists ${id}`).toBeGreaterThan(0);
    test.setTimeout(90_000 + twins.length * 2 * 10_000);
    const titles = new Set<string>();
    for (const [i, twin] of twins.entries()) {
      for (const lang of ['en', 'es'] as const) titles.add(await visit(page, twin[lang], { id, lang, status: 200, twin, prerendered: true }, i === 0));
    }
    // Each area and each article has its own title, in each language.
    if (id === 'areaDetail' || id === 'blogPost') expect(titles.size).toBe(twins.length * 2);
  });
}

test('the sign-in page (not listed: noindex) in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  const twin: Twin = { id: 'auth', en: '/en/auth', es: '/es/auth' };
  for (const lang of ['en', 'es'] as const) await visit(page, twin[lang], { id: 'auth', lang, status: 200, twin, prerendered: false }, true);
});

test('an unknown address answers 404 with the page in the visitor’s language', async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const [lang, url, heading] of [
    ['en', '/en/no-such-page', 'Page Not Found'],
    ['es', '/es/no-existe', 'Página No Encontrada'],
  ] as const) {
    await visit(page, url, { id: 'notFound', lang, status: 404, prerendered: true }, true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A page's address in the other language, extra segments and unknown languages are not pages either.
  for (const url of ['/es/grass', '/en/nosotros', '/es/about', '/en/areas/cypress/extra', '/en/blog/a/b', '/fr/about', '/en/nowhere']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});
