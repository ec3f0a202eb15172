// @vitest-environment jsdom
// The loader that runs a page's scripts after the browser has painted it (public/scripts/after-paint.js,
// built from src/page-runtime/after-paint.ts). What a visitor relies on: the page's content, its main photo
// included, is on screen first; then every script runs, once, in the order the page lists them;
// nothing waits forever.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runScriptsAfterPaint } from '@/page-runtime/after-paint';

/** A browser window whose paint reports and frames the test hands out. */
function fakeWindow() {
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; options: unknown; disconnected: boolean }[] = [];
  let frames: (() => void)[] = [];
  class FakeObserver {
    private readonly entry;
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, options: undefined as unknown, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    observers,
    /** The browser reports a paint (by its name) to every observer still listening. */
    report: (name: 'first-paint' | 'first-contentful-paint') =>
      observers.filter((o) => !o.disconnected).forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })),
    /** The browser draws a frame: the callbacks asked for before it run, then the tasks due. */
    frame: async () => {
      // Promises settled before the frame have run their callbacks.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const due = frames;
      frames = [];
      due.forEach((fn) => fn());
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const LISTED = ['/_next/static/chunks/1.js', '/_next/static/chunks/webpack.js', '/_next/static/chunks/main.js'];

/** A page listing three scripts; with a main photo whose decoding the test finishes (or fails). */
function page({ photo = false } = {}) {
  document.head.innerHTML = `
    <script type="text/x-after-paint" data-src="/_next/static/chunks/1.js"></script>
    <link rel="preload" as="image" href="/hero.webp">
    <script type="text/x-after-paint" data-src="/_next/static/chunks/webpack.js"></script>
    <script type="text/x-after-paint" data-src="/_next/static/chunks/main.js"></script>`;
  document.body.innerHTML = photo ? '<img src="/other.webp" alt=""><img fetchpriority="high" src="/hero.webp" alt="">' : '<h1>Sod</h1>';
  const decoded = { resolve: () => {}, reject: (_error: Error) => {} };
  const decoding = new Promise<void>((resolve, reject) => Object.assign(decoded, { resolve, reject }));
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority]');
  if (img) img.decode = () => decoding;
  return decoded;
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

async function twoFrames(browser: ReturnType<typeof fakeWindow>) {
  await browser.frame();
  expect(added(), 'one frame later').toEqual([]);
  await browser.frame();
}

describe('running the page’s scripts after the first paint', () => {
  it('adds nothing before the first contentful paint, then every listed script once, in order, run in order, two frames later', async () => {
    page();
    const browser = fakeWindow();
    runScriptsAfterPaint(document, browser.win);
    // Reports made before the loader ran count too.
    expect(browser.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    browser.report('first-paint');
    await browser.frame();
    await browser.frame();
    expect(added(), 'a paint of the background only').toEqual([]);
    browser.report('first-contentful-paint');
    await twoFrames(browser);
    expect(added()).toEqual(LISTED);
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].every((s) => !s.async)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toEqual(LISTED);
  });

  it('waits for the page’s main photo to be decoded, until two frames after', async () => {
    const photo = page({ photo: true });
    const browser = fakeWindow();
    runScriptsAfterPaint(document, browser.win);
    browser.report('first-contentful-paint');
    await browser.frame();
    await browser.frame();
    expect(added(), 'photo still loading').toEqual([]);
    photo.resolve();
    await twoFrames(browser);
    expect(added()).toEqual(LISTED);
  });

  it('does not wait longer for a main photo that failed to load', async () => {
    const photo = page({ photo: true });
    const browser = fakeWindow();
    runScriptsAfterPaint(document, browser.win);
    browser.report('first-contentful-paint');
    photo.reject(new Error('EncodingError'));
    await twoFrames(browser);
    expect(added()).toEqual(LISTED);
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    page();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    runScriptsAfterPaint(document, fakeWindow().win);
    expect(added()).toEqual(LISTED);
  });

  it('starts after 3 s when no paint is reported', async () => {
    page({ photo: true });
    runScriptsAfterPaint(document, fakeWindow().win);
    await vi.advanceTimersByTimeAsync(2999);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added()).toEqual(LISTED);
  });

  it('never lets a form of ours be sent natively (what was typed would go into the address)', () => {
    page();
    runScriptsAfterPaint(document, fakeWindow().win);
    document.body.innerHTML = '<form><input name="email" value="a@b.test"><button>Send</button></form><form action="/search"></form>';
    const [ours, search] = [...document.forms];
    const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit(ours!), 'a form sent by its code').toBe(false);
    expect(submit(search!), 'a form with an action').toBe(true);
  });
});
