// Running Lighthouse and reading its figures, shared by `npm run lighthouse` (lighthouse.ts) and
// `npm run bench:peer` (peer.ts): Lighthouse 12 with its default mobile settings (emulated
// phone, simulated slow 4G and CPU throttling) in Chrome from CHROME_PATH (tests/support/browser).
import http from 'node:http';
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
 * How long a run keeps watching after the load event: until the network and the main thread have
 * been quiet this long (Lighthouse's defaults with simulated throttling are 1 s). Scripts a page
 * starts after its first paint (React.lazy parts, next/dynamic, anything fetched while idle)
 * then land in the run's requests and count in its bytes and JavaScript.
 */
export const QUIET_AFTER_LOAD_MS = 3000;

/**
 * One Lighthouse run of `url`. A trace that failed to record (NO_NAVSTART and the like) is
 * Lighthouse's problem, not the page's: that run is tried once more.
 */
export async function runLighthouse(url: string, chromePort: number): Promise<Lhr> {
  let lhr: Lhr | undefined;
  for (let attempt = 1; attempt <= 2 && (!lhr || lhr.runtimeError); attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      pauseAfterLoadMs: QUIET_AFTER_LOAD_MS,
      networkQuietThresholdMs: QUIET_AFTER_LOAD_MS,
      cpuQuietThresholdMs: QUIET_AFTER_LOAD_MS,
    });
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

/** Bytes of JavaScript the page transferred while it loaded and until the network was quiet after (Lighthouse's resource summary). */
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

/**
 * The reference page: a bare HTML page (a heading and a sentence), served by a server of its own.
 * Everything Lighthouse counts on its main thread is the browser's own work of loading a page
 * (creating the document and its script context, committing it, one style and layout pass), so
 * what it costs says how fast this machine is at that moment: on this 2-core machine the same bare
 * page cost 0.15 s on a quiet day (2026-11-25) and 0.23-0.42 s three days later, and every page
 * moved with it. `npm run lighthouse` measures it once before the runs of each page.
 */
export const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="A bare page: the browser\'s own cost of loading one"></head><body><h1>Reference page</h1><p>A bare page.</p></body></html>';

/** What the reference page's main thread cost on the quiet day the main-thread budget was set against (docs/performance.md). */
export const REFERENCE_MAIN_THREAD_MS = 150;

/** Serves REFERENCE_PAGE on `port` (127.0.0.1) until clean-up; returns its address. */
export async function serveReferencePage(port: number): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(REFERENCE_PAGE);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}/`;
}

/** The median of some figures (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}

/** How many pages either side of a page lend their reference runs to its scale (referenceNear). */
export const REFERENCE_REACH = 2;

/**
 * The reference runs that say how fast the machine was while a page was measured: its own and
 * those of the REFERENCE_REACH pages measured just before and after it (a few minutes). The
 * machine's speed drifts over minutes, but one run of the bare page varies by a third on its own
 * (0.10-0.17 s within one quiet run of 2026-11-28, while four pages of the same weight read
 * 0.51-0.53 s raw), so a page's three runs alone make its scale as noisy as its figure.
 */
export function referenceNear(referenceRunsByPage: number[][], index: number, reach = REFERENCE_REACH): number[] {
  return referenceRunsByPage.slice(Math.max(0, index - reach), index + reach + 1).flat();
}

/**
 * A page's main-thread work as it would have cost on the quiet day: its median over the runs,
 * scaled by how much slower or faster the reference page ran around them (referenceNear) than it did then.
 */
export function adjustedMainThreadMs(pageRunsMs: number[], referenceRunsMs: number[]): number {
  return (median(pageRunsMs) * REFERENCE_MAIN_THREAD_MS) / median(referenceRunsMs);
}
