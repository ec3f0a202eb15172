// Running Lighthouse and reading its figures, shared by `npm run lighthouse` (lighthouse.ts) and
// `npm run bench:peer` (peer.ts): Lighthouse 12 with its default mobile settings (emulated
// phone, simulated slow 4G and CPU throttling) in Chrome from CHROME_PATH (tests/support/browser).
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup } from './lib';
import { chromePath } from '../../tests/support/browser';

export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string; details?: { type?: string; overallSavingsMs?: number; items?: unknown[] } }>;
  runtimeError?: { message: string };
}

/** Headless Chrome for Lighthouse to drive; killed at clean-up. Returns its debugging port. */
export async function launchChrome(): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  onCleanup(() => chrome.kill());
  return chrome.port;
}

/**
 * Requests a page and every image its markup offers (each srcset width, as WebP), so the measured
 * load is not the server's first render of it nor an image resizer's first resize of its photos
 * (a live site's caches are warm).
 */
export async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const urls = new Set<string>();
  for (const [, list] of html.matchAll(/(?:srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of list!.split(',')) {
      const src = candidate.trim().split(/\s+/)[0]!.replaceAll('&amp;', '&');
      if (src) urls.add(new URL(src, url).href);
    }
  }
  await Promise.all([...urls].map((src) => fetch(src, { headers: { accept: 'image/webp,image/*' } }).then((r) => r.arrayBuffer())));
}

/**
 * One Lighthouse run of `url`. A trace that failed to record (NO_NAVSTART and the like) is
 * Lighthouse's problem, not the page's: that run is tried once more.
 */
export async function runLighthouse(url: string, chromePort: number): Promise<Lhr> {
  let lhr: Lhr | undefined;
  for (let attempt = 1; attempt <= 2 && (!lhr || lhr.runtimeError); attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr as unknown as Lhr;
  }
  return lhr!;
}

/**
 * The run Lighthouse itself calls the median (nearest the median first paint and time to
 * interactive), as its guide on variability advises: one run on a shared 2-core machine varies by half.
 */
export function medianRun(runs: Lhr[]): Lhr {
  // computeMedianRun needs each run's first paint and time to interactive.
  const recorded = runs.filter((run) => !run.runtimeError && ['first-contentful-paint', 'interactive'].every((id) => Number.isFinite(run.audits[id]?.numericValue)));
  return recorded.length ? (computeMedianRun(recorded as never) as unknown as Lhr) : runs[0]!;
}

/** Bytes of JavaScript the page transferred while it loaded (Lighthouse's resource summary). */
function scriptBytes(lhr: Lhr): number {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? Infinity;
}

/** A run's scores (0-100) and the figures the budgets name (Infinity where an audit is missing). */
export function figures(lhr: Lhr) {
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Infinity;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    /** Bytes transferred, in kB of 1,000 bytes as sent (compressed). */
    kB: numeric('total-byte-weight') / 1000,
    jsKB: scriptBytes(lhr) / 1000,
    mainThreadMs: numeric('mainthread-work-breakdown'),
    ttiMs: numeric('interactive'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}
