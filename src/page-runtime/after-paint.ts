// Browser code of public/scripts/after-paint.js (`npm run after-paint:js` builds it; a unit test
// fails while the built file is stale). It fetches and runs the page's scripts, which
// src/pages/_document.tsx lists in order as <script type="text/x-after-paint" data-src>, once the
// browser has painted the page: two frames after the browser reported its first contentful paint
// and the page's main photo (fetchpriority=high) was decoded (or failed), so that both are on
// screen. At once in a tab opened in the background (it paints nothing until shown); after 3 s
// regardless (every browser Next builds for reports its paints).
// Until the page's code handles them, a press on a form's submit button would send the form the
// browser's way: a new page load with what was typed in its address. Every form of ours is sent
// by its code, so a form without an `action` is never sent natively (the press does nothing yet).

/** Where the built loader is served from (public/ + this path); _document links it. */
export const AFTER_PAINT_PATH = '/scripts/after-paint.js';

/** The type of the held scripts: browsers neither fetch nor run it (src/pages/_document.tsx writes them). */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/** Adds the page's scripts, once, in the order listed: added scripts then run in that order. */
function scriptStarter(doc: Document): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const held of doc.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)) {
      const script = doc.createElement('script');
      script.src = held.getAttribute('data-src')!;
      script.async = false;
      doc.head.appendChild(script);
    }
  };
}

export function runScriptsAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  doc.addEventListener('submit', (event) => {
    if (!(event.target as HTMLFormElement).hasAttribute('action')) event.preventDefault();
  });
  const start = scriptStarter(doc);
  if (doc.visibilityState === 'hidden') return start();
  win.setTimeout(start, 3000);
  const photo = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // The photo is loaded and decoded: the next frame draws it.
  const photoReady = photo ? photo.decode().catch(() => undefined) : Promise.resolve();
  const observer = new win.PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    void photoReady.then(() => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0))));
  });
  // With `buffered`, a paint reported before this ran counts too.
  observer.observe({ type: 'paint', buffered: true });
}
