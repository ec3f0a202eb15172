// The first tap on a phone, measured with Lighthouse's user-flow API (`startFlow`), shared by
// `npm run lighthouse` (five flows on this site) and `npm run bench:peer` (the phone menu here and
// on the WordPress peer). A flow, in a fresh browser context (cold cache, as a first visit):
//   1. navigate: Lighthouse's mobile emulation with devtools throttling (4x slower CPU, slow 4G),
//      so whatever the page loads while it is idle after the first paint (React.lazy parts,
//      next/dynamic) loads at phone speed; Lighthouse waits until the network and the CPU are quiet;
//   2. a person takes a second or two to find the button: the network stays idle for 1 s, then
//      1.5 s more;
//   3. a timespan (the same throttling) around the tap and what follows it: Lighthouse's
//      Interaction to Next Paint (the slowest interaction: press to the next frame) and every
//      script fetched during it (the code a tap waited for; ~0 when it loaded while idle).
// "answered" is how long the page took from the last action (the tap, the last key) to show its
// result (the menu on screen, Add to Quote enabled, the ZIP's answer), read from Node: INP ends at
// the next frame, which a page can paint before its code has run at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { pathFor } from '../../src/routing/routes';
import type { Lang } from '../../src/i18n/languages';
import { chromePath } from '../../tests/support/browser';
import { onCleanup, root } from './lib';

export interface FirstTapFlow {
  /** Short name in tables. */
  name: string;
  /** Path on the server under test (or a full URL, for the peer). */
  path: string;
  /** What a person does: taps, keys. */
  act: (page: Page) => Promise<void>;
  /** A page function (as source) that is true once the page shows the result of `act`. */
  shown: string;
}

export interface FlowResult {
  name: string;
  url: string;
  /** Interaction to Next Paint in the timespan, ms (NaN when Lighthouse saw no interaction). */
  inpMs: number;
  /** Scripts fetched during the timespan, kB (1,000 bytes, as transferred). */
  tapJsKB: number;
  /** Their addresses (short), to say what a tap waited for. */
  tapScripts: string[];
  /** Scripts fetched by the navigation step, through the idle time after load, kB. */
  loadJsKB: number;
  /** From the last action to the result on screen, ms (NaN when it never showed within 20 s). */
  answeredMs: number;
  /** Lighthouse's own error or warning for the steps, if any. */
  error?: string;
}

/** A label from the site's own translations, so a flow follows a renamed button. */
function label(lang: Lang, namespace: string, key: string): string {
  const messages = JSON.parse(readFileSync(path.join(root, 'public/locales', lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No ${lang}/${namespace}.json ${key}`);
  return value;
}

async function tap(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
  if (!element) throw new Error(`${selector} is not on the page`);
  await element.tap();
}

/** A person's typing: about six keys a second. */
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 160 });

const visible = (selector: string) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return false; const r = e.getBoundingClientRect(); const s = getComputedStyle(e); return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; })()`;

/** Page source for the <select> whose label reads `text` (or null). */
const labelled = (text: string) =>
  `[...document.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent?.replace(/\\s*\\*\\s*$/, '').trim() === ${JSON.stringify(text)}) ?? null`;

/** The phone menu of this site: the header's menu button, then the drawer on screen. */
export function menuFlow(lang: Lang, id: 'home' | 'grass'): FirstTapFlow {
  const open = label(lang, 'common', 'nav.openMenu');
  return {
    name: `${pathFor(lang, id)} menu`,
    path: pathFor(lang, id),
    act: (page) => tap(page, `button[aria-label="${open}"]`),
    shown: visible('[role="dialog"]'),
  };
}

/** The five first taps issue 43 names. */
export function siteFlows(): FirstTapFlow[] {
  const product = label('en', 'quote', 'calculator.product');
  return [
    menuFlow('en', 'home'),
    menuFlow('es', 'grass'),
    {
      // A native <select>, found by its label: the tap opens the list, the keys take the first
      // product (what a choice in the phone's picker does: the value changes, `change` fires).
      name: `${pathFor('en', 'quote')} pick a product`,
      path: pathFor('en', 'quote'),
      act: async (page) => {
        const select = await page.waitForFunction(`${labelled(product)}`, { timeout: 20_000 });
        await (select.asElement() as ElementHandle<Element> | null)?.tap();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      },
      shown: `(() => { const s = ${labelled(product)}; const b = s?.form?.querySelector('button[type="submit"]'); return !!s?.value && !!b && !b.disabled; })()`,
    },
    {
      name: `${pathFor('en', 'areas')} check a ZIP`,
      path: pathFor('en', 'areas'),
      act: async (page) => {
        await tap(page, '#zip-check input[name="zip"]');
        await type(page, '77354');
        await tap(page, '#zip-check button[type="submit"]');
      },
      shown: `(document.querySelector('#zip-check [aria-live="polite"]')?.textContent ?? '').trim().length > 0`,
    },
    {
      name: `${pathFor('en', 'contact')} type a name`,
      path: pathFor('en', 'contact'),
      act: async (page) => {
        await tap(page, 'form input[name="name"]');
        await type(page, 'Maria Lopez');
      },
      shown: `document.querySelector('form input[name="name"]')?.value === 'Maria Lopez'`,
    },
  ];
}

/** Headless Chromium under puppeteer for the flows; closed at clean-up. */
export async function launchFlowBrowser(): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: chromePath(),
    headless: true,
    // Lighthouse sets the phone's screen itself.
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  onCleanup(() => browser.close());
  return browser;
}

interface FlowLhr {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  runtimeError?: { message: string };
  runWarnings?: string[];
}

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const scripts = (lhr: FlowLhr) => ((lhr.audits['network-requests']?.details?.items ?? []) as Request[]).filter((r) => r.resourceType === 'Script');
const kB = (requests: Request[]) => requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000;
const short = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.replace(/^\/_next\/static\//, '').replace(/-[0-9a-f]{8,}(?=\.js$)/, '');
};

/** One run of a flow against `base` (an origin; a flow whose path is a full URL ignores it). */
export async function runFlow(browser: Browser, base: string, flow: FirstTapFlow): Promise<FlowResult> {
  const url = new URL(flow.path, base).href;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const lhFlow = await startFlow(page, {
      name: flow.name,
      flags: { throttlingMethod: 'devtools', onlyCategories: ['performance'], logLevel: 'error' },
    });
    await lhFlow.navigate(url, { name: `${flow.name}: load` });
    // Idle after the first paint, then a person finds the button.
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    await lhFlow.startTimespan({ name: `${flow.name}: first tap` });
    let answeredMs = NaN;
    let actError: string | undefined;
    try {
      await flow.act(page);
      const acted = Date.now();
      await page.waitForFunction(flow.shown, { polling: 'raf', timeout: 20_000 });
      answeredMs = Date.now() - acted;
    } catch (error) {
      actError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    // The frame after the last interaction, and anything it set off, inside the timespan.
    await new Promise((r) => setTimeout(r, 1000));
    await lhFlow.endTimespan();
    const result = await lhFlow.createFlowResult();
    const [load, timespan] = result.steps.map((step) => step.lhr as unknown as FlowLhr);
    const tapScripts = timespan ? scripts(timespan) : [];
    const error = [actError, load?.runtimeError?.message, timespan?.runtimeError?.message].filter(Boolean).join('; ') || undefined;
    return {
      name: flow.name,
      url,
      inpMs: timespan?.audits['interaction-to-next-paint']?.numericValue ?? NaN,
      tapJsKB: kB(tapScripts),
      tapScripts: tapScripts.map((r) => short(r.url)),
      loadJsKB: load ? kB(scripts(load)) : NaN,
      answeredMs,
      error,
    };
  } finally {
    await context.close();
  }
}

/** The median of a figure over runs (the upper one of an even count; NaN ignored). */
export function medianOf(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

/** A flow's runs summed up: medians, and every script any run's tap waited for. */
export function summarize(runs: FlowResult[]) {
  return {
    inpMs: medianOf(runs.map((r) => r.inpMs)),
    worstInpMs: Math.max(...runs.map((r) => (Number.isFinite(r.inpMs) ? r.inpMs : Infinity))),
    tapJsKB: medianOf(runs.map((r) => r.tapJsKB)),
    loadJsKB: medianOf(runs.map((r) => r.loadJsKB)),
    answeredMs: medianOf(runs.map((r) => r.answeredMs)),
    tapScripts: [...new Set(runs.flatMap((r) => r.tapScripts))],
    errors: [...new Set(runs.flatMap((r) => (r.error ? [r.error] : [])))],
  };
}
