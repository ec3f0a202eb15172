// Browser code of public/scripts/after-paint.js (`npm run after-paint:js` builds it; a unit test
// fails while the built file is stale). It fetches and runs the page's scripts, which
// src/pages/_document.tsx lists in order as <script type="text/x-after-paint" data-src>, when the
// page needs them:
// - On a public page (the loader says `data-start="use"`) only when the visitor first uses it: a
//   press, touch or pointer on a button or field, a field focused, or any key pressed. Reading,
//   scrolling and following links need no code (the page's HTML and its links work on their own),
//   so a reader downloads and runs none of it; a press on a menu starts it and the menu opens once
//   it is live, about as long as a page load. It starts at
//   once, as on every other page, when the page must show something only its code can: a visitor
//   signed in (their prices), a quote in progress kept in this browser (code-marks.ts), or an
//   address with a query (a form sent before its code ran, answered by that code).
// - Elsewhere (account, sign-in, back office), once the browser has painted the page: two frames
//   after the browser reported its first contentful paint and the page's main photo
//   (fetchpriority=high) was decoded (or failed), so that both are on screen. At once in a tab
//   opened in the background (it paints nothing until shown); after 3 s regardless.
// On a public page the page's data (what Next inlines as __NEXT_DATA__'s props: its texts and
// figures, 10-15 kB compressed) is not in the HTML either: the loader's `data-props` names Next's
// own data file for the page (/_next/data/<build>/<path>.json, written with the HTML and
// revalidated with it), fetched when the code starts, alongside its scripts, and put into
// __NEXT_DATA__ before they run. A data file gone (a new build since the page was loaded) reloads
// the page once, as Next does on a page change.
// A part of a public page sent for later (the home page's quote calculator: LazyIsland's `later`)
// is in the HTML as an inert <template>, shown when the visitor gets near it (LATER_ATTRIBUTE).
// Until the page's code is live:
// - a press on a button (a menu, Send) is held and made again once it is (PAGE_CODE_READY), so it
//   acts once, late rather than never; what is typed into a lazy island is kept by the island;
// - a press on a form's submit button would send the form the browser's way: a new page load with
//   what was typed in its address. Every form of ours is sent by its code, so a form without an
//   `action` is never sent natively (its press is held like any other).
import { DRAFT_MARK, SIGNED_IN_MARK, hasMark } from './code-marks';

/** Where the built loader is served from (public/ + this path); _document links it. */
export const AFTER_PAINT_PATH = '/scripts/after-paint.js';

/** The type of the held scripts: browsers neither fetch nor run it (src/pages/_document.tsx writes them). */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/** The loader's attribute saying when to start: "use" (a public page), else after the first paint. */
export const START_ATTRIBUTE = 'data-start';

/** The loader's attribute naming the page's data file when its __NEXT_DATA__ has no props. */
export const PROPS_ATTRIBUTE = 'data-props';

/**
 * On a public page, the cut of the site's stylesheet its HTML can use (critical-css.ts: a <link>,
 * or a <style> in the page) names the whole sheet with this attribute. The whole sheet is linked
 * in the same place when the page's code starts, and the code runs once it has loaded, so what
 * the code renders later is styled.
 */
export const FULL_CSS_ATTRIBUTE = 'data-full-css';

/** The event the app sends on `document` once React has taken over the page (src/pages/_app.tsx). */
export const PAGE_CODE_READY = 'page-code-ready';

/** What this browser keeps that a page can show only with its code (src/page-runtime/code-marks.ts). */
const SHOWN_BY_CODE = [SIGNED_IN_MARK, DRAFT_MARK];

/** Elements whose use needs the page's code (a plain link does not). */
const NEEDS_CODE = 'button,input,select,textarea,label,[role="button"]';

const USE_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

/**
 * Marks a part of the page sent for later: a `<template data-later>` holding its HTML, followed by
 * the space kept for it (LazyIsland's `later`). Its HTML is in the page, but the browser styles and
 * lays it out only once it is shown: when it comes within a screen's height of the screen, when
 * the page is used from the keyboard (Tab, find in page), a field takes the focus, the page is
 * printed, or the address names something inside it; and when the page's code takes over.
 */
export const LATER_ATTRIBUTE = 'data-later';

/** How near the screen a part sent for later is shown: within a screen's height above or below. */
const LATER_MARGIN = '100% 0px';

/** What shows every part sent for later at once. */
const SHOW_ALL_EVENTS = ['keydown', 'focusin', 'beforeprint'] as const;

/** Shows a part sent for later: its HTML takes the place of the space kept for it. */
function showPart(template: HTMLTemplateElement): void {
  if (!template.isConnected) return;
  const space = template.nextElementSibling;
  if (space) space.replaceWith(template.content);
  else template.after(template.content);
  template.remove();
}

/** Shows every part sent for later inside `root` (the page, or a lazy island going live). */
export function showLater(root: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>(`template[${LATER_ATTRIBUTE}]`)) showPart(template);
}

/** Shows each part sent for later when the visitor gets near it or uses the page (see LATER_ATTRIBUTE). */
function showLaterParts(doc: Document, win: Window & typeof globalThis): void {
  const templates = [...doc.querySelectorAll<HTMLTemplateElement>(`template[${LATER_ATTRIBUTE}]`)];
  if (!templates.length) return;
  const listening = new AbortController();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const template = entry.target.previousElementSibling;
        if (!entry.isIntersecting || !(template instanceof win.HTMLTemplateElement)) continue;
        observer.unobserve(entry.target);
        showPart(template);
      }
    },
    { rootMargin: LATER_MARGIN },
  );
  const showAll = () => {
    listening.abort();
    observer.disconnect();
    showLater(doc);
  };
  for (const type of SHOW_ALL_EVENTS) win.addEventListener(type, showAll, { capture: true, passive: true, signal: listening.signal });
  // An address naming something inside (#id): shown, and scrolled to as the browser would have.
  const named = decodeURIComponent(win.location.hash.slice(1));
  if (named && templates.some((template) => template.content.getElementById(named))) {
    showAll();
    doc.getElementById(named)?.scrollIntoView();
    return;
  }
  for (const template of templates) if (template.nextElementSibling) observer.observe(template.nextElementSibling);
}

/** Adds scripts in the order given: added scripts then run in that order. */
function addScripts(doc: Document, sources: string[]): void {
  for (const src of sources) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.head.appendChild(script);
  }
}

/** Puts the page's data, fetched from `href`, into __NEXT_DATA__; false when it could not. */
async function loadProps(doc: Document, win: Window & typeof globalThis, href: string): Promise<boolean> {
  const holder = doc.getElementById('__NEXT_DATA__');
  try {
    const response = await win.fetch(href, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    const props: unknown = await response.json();
    holder!.textContent = JSON.stringify({ ...JSON.parse(holder!.textContent!), props });
    return true;
  } catch {
    // A build newer than this page (its data file is gone) or the network: a fresh copy of the
    // page, once; the page keeps working as HTML if that fails too.
    const key = `after-paint-reload:${href}`;
    if (win.sessionStorage.getItem(key) === null) {
      win.sessionStorage.setItem(key, '1');
      win.location.reload();
    }
    return false;
  }
}

/**
 * Links each whole stylesheet a page carries only a cut of (FULL_CSS_ATTRIBUTE), right after its
 * cut, so the cascade is the whole sheet's; resolves once they have loaded (or failed: the page's
 * code then runs with the cut alone rather than not at all).
 */
export function linkFullCss(doc: Document): Promise<unknown> | null {
  const cuts = [...doc.querySelectorAll(`[${FULL_CSS_ATTRIBUTE}]`)];
  if (!cuts.length) return null;
  return Promise.all(
    cuts.map(
      (cut) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.setAttribute('rel', 'stylesheet');
          link.setAttribute('href', cut.getAttribute(FULL_CSS_ATTRIBUTE)!);
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          cut.after(link);
        }),
    ),
  );
}

/** Starts the page's code, once: its data and its whole stylesheet first where the HTML left them out (its scripts download meanwhile). */
function scriptStarter(doc: Document, win: Window & typeof globalThis, propsHref: string | null): () => void {
  let started = false;
  const begin = () => {
    const sources = [...doc.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)].map((held) => held.getAttribute('data-src')!);
    const styled = linkFullCss(doc);
    if (!propsHref) return styled ? void styled.then(() => addScripts(doc, sources)) : addScripts(doc, sources);
    for (const src of sources) {
      const link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', src);
      doc.head.appendChild(link);
    }
    void Promise.all([loadProps(doc, win, propsHref), styled]).then(([loaded]) => loaded && addScripts(doc, sources));
  };
  return () => {
    if (started) return;
    started = true;
    // The loader is async (it may run while the page is still arriving): the held scripts and
    // __NEXT_DATA__ come later in the page.
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', begin, { once: true });
    else begin();
  };
}

/**
 * Starts the page's code after the first paint when this browser keeps a mark that needs it at
 * once (code-marks.ts), without holding up the page: `document.cookie` is a synchronous call to the browser's network
 * process, which took 10 ms of the loading page's main thread in a trace (40 ms in Lighthouse's
 * count, a blocking task on its own). The Cookie Store API asks without blocking; where a browser
 * lacks it, the cookie is read once the page is painted, when its code would start anyway.
 */
function startWhenMarked(doc: Document, win: Window & typeof globalThis, start: () => void): void {
  const marked = (cookies: string) => SHOWN_BY_CODE.some((mark) => hasMark(cookies, mark));
  const store = (win as { cookieStore?: { getAll(): Promise<{ name: string; value: string }[]> } }).cookieStore;
  if (store) {
    void store.getAll().then(
      (cookies) => marked(cookies.map(({ name, value }) => `${name}=${value}`).join('; ')) && startAfterPaint(doc, win, start),
      () => undefined,
    );
  } else {
    startAfterPaint(doc, win, () => marked(doc.cookie) && start());
  }
}

/** Starts at the visitor's first use of something that needs code (see above). */
function startOnUse(doc: Document, start: () => void): void {
  const listening = new AbortController();
  const used = (event: Event) => {
    if (event.type !== 'keydown' && !(event.target instanceof Element && event.target.closest(NEEDS_CODE))) return;
    listening.abort();
    start();
  };
  for (const type of USE_EVENTS) doc.addEventListener(type, used, { capture: true, passive: true, signal: listening.signal });
}

/** Starts two frames after the first paint with the main photo decoded (see above). */
function startAfterPaint(doc: Document, win: Window & typeof globalThis, start: () => void): void {
  if (doc.visibilityState === 'hidden') return start();
  win.setTimeout(start, 3000);
  const observer = new win.PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    // The photo is loaded and decoded: the next frame draws it. (Looked up now: the loader may
    // have run before the browser had read that far.)
    const photo = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const photoReady = photo ? photo.decode().catch(() => undefined) : Promise.resolve();
    void photoReady.then(() => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0))));
  });
  // With `buffered`, a paint reported before this ran counts too.
  observer.observe({ type: 'paint', buffered: true });
}

/** A press on a button before the page's code is live: the last one is made again once it is. */
function holdPresses(doc: Document): void {
  let live = false;
  let held: HTMLElement | undefined;
  doc.addEventListener(
    'click',
    (event) => {
      if (live || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button,[role="button"]') : null;
      // A form with an action is sent the browser's way (a plain GET its page answers).
      if (!button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form?.hasAttribute('action'))) return;
      held = button;
    },
    { capture: true },
  );
  doc.addEventListener(
    PAGE_CODE_READY,
    () => {
      live = true;
      if (held?.isConnected) held.click();
      held = undefined;
    },
    { once: true },
  );
}

export function runScriptsAfterPaint(doc: Document, win: Window & typeof globalThis, loader: Element | null = doc.currentScript): void {
  doc.addEventListener('submit', (event) => {
    if (!(event.target as HTMLFormElement).hasAttribute('action')) event.preventDefault();
  });
  holdPresses(doc);
  // The loader is async (it may run while the page is still arriving): the parts come later in the page.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => showLaterParts(doc, win), { once: true });
  else showLaterParts(doc, win);
  const start = scriptStarter(doc, win, loader?.getAttribute(PROPS_ATTRIBUTE) ?? null);
  if (loader?.getAttribute(START_ATTRIBUTE) !== 'use' || win.location.search !== '') return startAfterPaint(doc, win, start);
  // A public page: at the visitor's first use, or after the first paint when a mark says the page
  // must show what only its code can (someone signed in, a quote in progress).
  startOnUse(doc, start);
  startWhenMarked(doc, win, start);
}
