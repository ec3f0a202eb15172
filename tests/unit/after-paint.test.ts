// @vitest-environment jsdom
// The loader that runs a page's scripts after the browser has painted it (public/scripts/after-paint.js,
// built from src/page-runtime/after-paint.ts). What a visitor relies on: the page's content, its main photo
// included, is on screen first; then every script runs, once, in the order the page lists them;
// nothing waits forever.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FULL_CSS_ATTRIBUTE, PAGE_CODE_READY, runScriptsAfterPaint } from '@/page-runtime/after-paint';
import { DRAFT_MARK, SIGNED_IN_MARK, setMark } from '@/page-runtime/code-marks';

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
    location: { search: '' },
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
  document.body.innerHTML = '';
  setMark(SIGNED_IN_MARK, false);
  setMark(DRAFT_MARK, false);
  // One loader per page: this test's loader sees its page go live and stops holding presses.
  document.dispatchEvent(new Event(PAGE_CODE_READY));
});

/** The loader's own script element, as _document writes it on a public page. */
function publicLoader(): HTMLScriptElement {
  const loader = document.createElement('script');
  loader.setAttribute('data-start', 'use');
  return loader;
}

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

describe('on a public page, the scripts wait for the visitor’s first use', () => {
  async function paintedAndIdle(browser: ReturnType<typeof fakeWindow>) {
    browser.report('first-contentful-paint');
    await browser.frame();
    await browser.frame();
    await vi.advanceTimersByTimeAsync(10_000);
  }

  it('a reader who reads, hovers text and follows nothing runs no script; a press on a button starts them', async () => {
    page();
    document.body.innerHTML = '<h1>Sod</h1><p>Fresh cut</p><a href="/en/rock">Rock</a><button>Menu</button>';
    const browser = fakeWindow();
    runScriptsAfterPaint(document, browser.win, publicLoader());
    await paintedAndIdle(browser);
    document.querySelector('p')!.dispatchEvent(new Event('mouseover', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(added(), 'reading and following a link need no code').toEqual([]);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toEqual(LISTED);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added(), 'once').toEqual(LISTED);
  });

  it.each([
    ['a field focused', (el: Element) => el.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a pointer over a button', (el: Element) => el.querySelector('button')!.dispatchEvent(new Event('mouseover', { bubbles: true }))],
    ['a touch on a label', (el: Element) => el.querySelector('label')!.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a key pressed anywhere (a keyboard user)', (el: Element) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
  ])('%s starts them', (_what, use) => {
    page();
    document.body.innerHTML = '<form><label>ZIP <input name="zip"></label><button>Check</button></form>';
    runScriptsAfterPaint(document, fakeWindow().win, publicLoader());
    use(document.body);
    expect(added()).toEqual(LISTED);
  });

  it.each([
    ['someone is signed in (their prices and menu)', () => setMark(SIGNED_IN_MARK, true), ''],
    ['a quote in progress is kept in this browser', () => setMark(DRAFT_MARK, true), ''],
    ['the address has a query (a form sent before its code ran)', () => undefined, '?zip=77354'],
  ])('start after the first paint, as on other pages, when %s', async (_why, keep, search) => {
    page();
    keep();
    const browser = fakeWindow();
    (browser.win.location as { search: string }).search = search;
    runScriptsAfterPaint(document, browser.win, publicLoader());
    await browser.frame();
    expect(added(), 'not before the paint').toEqual([]);
    browser.report('first-contentful-paint');
    await twoFrames(browser);
    expect(added()).toEqual(LISTED);
  });
});

describe('a public page asks for the marks without holding up the page', () => {
  /** A window with the Cookie Store API, answering with `cookies` once the test lets it. */
  function windowWithCookieStore(cookies: { name: string; value: string }[]) {
    const browser = fakeWindow();
    let answer = () => {};
    Object.assign(browser.win, { cookieStore: { getAll: () => new Promise((resolve) => (answer = () => resolve(cookies))) } });
    return { browser, answer: async () => (answer(), await vi.advanceTimersByTimeAsync(0)) };
  }
  /** Counts synchronous reads of document.cookie (a blocking call to the browser's network process). */
  function countCookieReads() {
    let reads = 0;
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => (reads++, own.get!.call(document)), set: (v) => own.set!.call(document, v) });
    onTestFinished(() => void delete (document as { cookie?: string }).cookie);
    return () => reads;
  }

  it('with the Cookie Store API: no synchronous cookie read; a signed-in mark starts the code after the first paint', async () => {
    page();
    const reads = countCookieReads();
    const { browser, answer } = windowWithCookieStore([{ name: 'other', value: 'x' }, { name: SIGNED_IN_MARK, value: '1' }]);
    runScriptsAfterPaint(document, browser.win, publicLoader());
    await answer();
    browser.report('first-contentful-paint');
    await twoFrames(browser);
    expect(added()).toEqual(LISTED);
    expect(reads(), 'document.cookie never read').toBe(0);
  });

  it('with the Cookie Store API and no mark: a reader runs nothing', async () => {
    page();
    const { browser, answer } = windowWithCookieStore([{ name: 'other', value: 'x' }]);
    runScriptsAfterPaint(document, browser.win, publicLoader());
    await answer();
    browser.report('first-contentful-paint');
    await browser.frame();
    await browser.frame();
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toEqual([]);
    // The visitor's first use: this test's loader starts, and stops listening on the shared document.
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(added()).toEqual(LISTED);
  });

  it('without it: the cookie is read only once the page is painted', async () => {
    page();
    setMark(DRAFT_MARK, true);
    const reads = countCookieReads();
    const browser = fakeWindow();
    runScriptsAfterPaint(document, browser.win, publicLoader());
    expect(reads(), 'not while the page loads').toBe(0);
    browser.report('first-contentful-paint');
    await twoFrames(browser);
    expect(reads()).toBe(1);
    expect(added()).toEqual(LISTED);
  });
});

describe('a loader that runs while the page is still arriving (it is async)', () => {
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
  });

  it('starts the scripts only once the page has been read to its end, so none listed after the loader is missed', () => {
    page();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    document.body.innerHTML = '<button>Menu</button>';
    runScriptsAfterPaint(document, fakeWindow().win, publicLoader());
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added(), 'the rest of the page is not read yet').toEqual([]);
    document.head.insertAdjacentHTML('beforeend', '<script type="text/x-after-paint" data-src="/_next/static/chunks/pages/_app.js"></script>');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([...LISTED, '/_next/static/chunks/pages/_app.js']);
  });
});

describe('a public page whose HTML leaves its data out (data-props)', () => {
  const HREF = '/_next/data/build-1/en/grass.json';
  const PROPS = { pageProps: { lang: 'en', data: { products: ['Raleigh'] } }, __N_SSG: true };

  function pageWithoutProps() {
    page();
    document.body.innerHTML = '<button>Menu</button><script id="__NEXT_DATA__" type="application/json">{"page":"/[[...slug]]","buildId":"build-1","props":null}</script>';
  }
  function loaderWithProps() {
    const loader = publicLoader();
    loader.setAttribute('data-props', HREF);
    return loader;
  }
  /** A window whose fetch answers with `answer` once the test lets it. */
  function windowFetching(answer: () => Response) {
    const browser = fakeWindow();
    const asked: string[] = [];
    let respond = () => {};
    const reloaded = vi.fn();
    const stored = new Map<string, string>();
    Object.assign(browser.win, {
      fetch: (href: string) => {
        asked.push(href);
        return new Promise<Response>((resolve) => (respond = () => resolve(answer())));
      },
      location: { search: '', reload: reloaded },
      sessionStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) },
    });
    return { browser, asked, reloaded, answer: async () => (respond(), await vi.advanceTimersByTimeAsync(0)) };
  }
  const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));

  it('at first use fetches the page’s data while its scripts download, and runs them once __NEXT_DATA__ holds it', async () => {
    pageWithoutProps();
    const { browser, asked, answer } = windowFetching(() => new Response(JSON.stringify(PROPS), { status: 200 }));
    runScriptsAfterPaint(document, browser.win, loaderWithProps());
    expect(asked, 'nothing before use').toEqual([]);
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(asked).toEqual([HREF]);
    expect(preloaded(), 'the scripts download meanwhile').toEqual(LISTED);
    expect(added(), 'none runs before the data is in').toEqual([]);
    await answer();
    const data = JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!);
    expect(data).toEqual({ page: '/[[...slug]]', buildId: 'build-1', props: PROPS });
    expect(added()).toEqual(LISTED);
  });

  it('reloads the page once when its data file is gone (a newer build), and runs nothing of the old one', async () => {
    pageWithoutProps();
    const first = windowFetching(() => new Response('not found', { status: 404 }));
    runScriptsAfterPaint(document, first.browser.win, loaderWithProps());
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await first.answer();
    expect(first.reloaded).toHaveBeenCalledTimes(1);
    expect(added()).toEqual([]);
    // The reloaded page is still the old one (a cache): it stays a page of HTML rather than reloading for ever.
    const again = windowFetching(() => new Response('not found', { status: 404 }));
    Object.assign(again.browser.win, { sessionStorage: first.browser.win.sessionStorage });
    document.dispatchEvent(new Event(PAGE_CODE_READY));
    pageWithoutProps();
    runScriptsAfterPaint(document, again.browser.win, loaderWithProps());
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await again.answer();
    expect(again.reloaded).not.toHaveBeenCalled();
    expect(added()).toEqual([]);
  });
});

describe('a press on a button before the page’s code is live', () => {
  it('is made again, once, when the code is live; later presses are the code’s alone', () => {
    page();
    document.body.innerHTML = '<button id="menu">Menu</button><button id="other">Other</button>';
    runScriptsAfterPaint(document, fakeWindow().win, publicLoader());
    const presses: string[] = [];
    document.body.addEventListener('click', (event) => presses.push((event.target as Element).id));
    document.getElementById('other')!.click();
    document.getElementById('menu')!.click();
    expect(presses).toEqual(['other', 'menu']);
    document.dispatchEvent(new Event(PAGE_CODE_READY));
    expect(presses, 'the last press, made again').toEqual(['other', 'menu', 'menu']);
    document.getElementById('menu')!.click();
    document.dispatchEvent(new Event(PAGE_CODE_READY));
    expect(presses).toEqual(['other', 'menu', 'menu', 'menu']);
  });

  it('is not made again when it sent a form with an action the browser’s way, was a new-tab press, or its button is gone', () => {
    page();
    document.body.innerHTML = '<form action="/en/areas"><input name="zip"><button id="check">Check</button></form><button id="gone">Gone</button>';
    runScriptsAfterPaint(document, fakeWindow().win, publicLoader());
    const presses: string[] = [];
    document.body.addEventListener('click', (event) => {
      event.preventDefault(); // jsdom would otherwise try to navigate
      presses.push((event.target as Element).id);
    });
    document.getElementById('check')!.click();
    document.getElementById('gone')!.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    document.dispatchEvent(new Event(PAGE_CODE_READY));
    document.getElementById('gone')!.click();
    document.getElementById('gone')!.remove();
    document.dispatchEvent(new Event(PAGE_CODE_READY));
    expect(presses).toEqual(['check', 'gone', 'gone']);
  });
});

describe('a part of the page sent for later (<template data-later>, the home page’s calculator)', () => {
  /** A window whose intersection observer the test drives: `near(el)` reports `el` near the screen. */
  function laterWindow(hash = '') {
    const observed = new Set<Element>();
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
    const browser = fakeWindow();
    Object.assign(browser.win, {
      IntersectionObserver: class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(el: Element) {
          observed.add(el);
        }
        unobserve(el: Element) {
          observed.delete(el);
        }
        disconnect() {
          observed.clear();
        }
      },
      HTMLTemplateElement: window.HTMLTemplateElement,
      addEventListener: window.addEventListener.bind(window),
      location: { search: '', hash },
    });
    const near = (el: Element) => {
      if (observed.has(el)) report!([{ target: el, isIntersecting: true }]);
    };
    return { win: browser.win, observed, near };
  }

  function laterPage() {
    page();
    document.body.innerHTML = `<h1>Sod</h1>
      <div><template data-later=""><section id="quote-calculator"><label>ZIP <input name="zip"></label></section></template><div class="space" aria-hidden="true"></div></div>
      <div><template data-later=""><section id="gallery"><button>Next</button></section></template><div class="space" aria-hidden="true"></div></div>`;
  }
  const shown = () => [...document.querySelectorAll('section')].map((section) => section.id);
  const spaces = () => document.querySelectorAll('.space').length;

  it('is not in the page at load; each is shown in place of its space when it comes near the screen', () => {
    laterPage();
    const { win, observed, near } = laterWindow();
    runScriptsAfterPaint(document, win, publicLoader());
    expect(shown()).toEqual([]);
    expect(observed.size, 'the two spaces are watched').toBe(2);
    near(document.querySelectorAll('.space')[0]!);
    expect(shown()).toEqual(['quote-calculator']);
    expect(spaces(), 'its space is gone, the other kept').toBe(1);
    expect(document.querySelectorAll('template')).toHaveLength(1);
    expect(added(), 'showing it starts no script').toEqual([]);
  });

  it.each([
    ['a key pressed (Tab, find in page)', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
    ['the focus moved (a screen reader)', () => document.querySelector('h1')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['the page printed', () => window.dispatchEvent(new Event('beforeprint'))],
  ])('is all shown at once when %s', (_what, act) => {
    laterPage();
    const { win, observed } = laterWindow();
    runScriptsAfterPaint(document, win, publicLoader());
    act();
    expect(shown()).toEqual(['quote-calculator', 'gallery']);
    expect(spaces()).toBe(0);
    expect(observed.size, 'nothing left to watch').toBe(0);
  });

  it('is shown and scrolled to when the address names something inside it', () => {
    laterPage();
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record the call instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    runScriptsAfterPaint(document, laterWindow('#quote-calculator').win, publicLoader());
    expect(shown()).toEqual(['quote-calculator', 'gallery']);
    expect(scrolled).toEqual(['quote-calculator']);
  });

  it('is found when the loader ran before the page was read to its end (it is async)', () => {
    page();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      document.body.innerHTML = '<h1>Sod</h1>';
      const { win, observed, near } = laterWindow();
      runScriptsAfterPaint(document, win, publicLoader());
      document.body.insertAdjacentHTML('beforeend', '<div><template data-later=""><section id="gallery"></section></template><div class="space"></div></div>');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(observed.size).toBe(1);
      near(document.querySelector('.space')!);
      expect(shown()).toEqual(['gallery']);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});

describe('a public page carrying only the cut of the site’s stylesheet its HTML uses (data-full-css)', () => {
  const FULL = '/_next/static/css/site.css';
  /** A page of its own (the other tests' loaders listen on the shared document). */
  function pageWithCut({ inPage = false } = {}) {
    const doc = document.implementation.createHTMLDocument('page');
    const cut = inPage ? `<style ${FULL_CSS_ATTRIBUTE}="${FULL}">.m_a{color:red}</style>` : `<link rel="stylesheet" href="/_next/static/css/cut/1f2e.css" ${FULL_CSS_ATTRIBUTE}="${FULL}">`;
    doc.head.innerHTML = `${cut}<link rel="stylesheet" href="/_next/static/css/page.css">
      <script type="text/x-after-paint" data-src="/_next/static/chunks/1.js"></script>
      <script type="text/x-after-paint" data-src="/_next/static/chunks/main.js"></script>`;
    doc.body.innerHTML = '<button>Menu</button>';
    // A document made this way stays "loading"; this one has been read to its end.
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    const sheets = () => [...doc.head.querySelectorAll('style,link[rel="stylesheet"]')].map((el) => (el.hasAttribute(FULL_CSS_ATTRIBUTE) ? 'cut' : el.getAttribute('href')));
    const scripts = () => [...doc.head.querySelectorAll('script[src]')].map((el) => el.getAttribute('src'));
    return { doc, sheets, scripts, whole: () => doc.querySelector(`link[href="${FULL}"]`)! };
  }

  it('links nothing for a reader; at first use links the whole sheet right after its cut, and runs the scripts once it has loaded', async () => {
    const { doc, sheets, scripts, whole } = pageWithCut();
    runScriptsAfterPaint(doc, fakeWindow().win, publicLoader());
    expect(sheets(), 'a reader fetches no more CSS').toEqual(['cut', '/_next/static/css/page.css']);
    doc.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The whole sheet takes the cut's place in the cascade: before the page's own CSS.
    expect(sheets()).toEqual(['cut', FULL, '/_next/static/css/page.css']);
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts(), 'no code runs before the whole sheet is in (what it renders would be unstyled)').toEqual([]);
    whole().dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual(['/_next/static/chunks/1.js', '/_next/static/chunks/main.js']);
  });

  it('still runs the code when the whole sheet fails to load (the cut styles what is on the page)', async () => {
    const { doc, scripts, whole } = pageWithCut();
    runScriptsAfterPaint(doc, fakeWindow().win, publicLoader());
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    whole().dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual(['/_next/static/chunks/1.js', '/_next/static/chunks/main.js']);
  });

  it('a cut written into the page (a page rendered again with a new cut) works the same way', async () => {
    const { doc, sheets, scripts, whole } = pageWithCut({ inPage: true });
    runScriptsAfterPaint(doc, fakeWindow().win, publicLoader());
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(sheets()).toEqual(['cut', FULL, '/_next/static/css/page.css']);
    whole().dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual(['/_next/static/chunks/1.js', '/_next/static/chunks/main.js']);
  });
});
