import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { PartBody, keepsServerHtml, partModule } from './LazyPart';

// An interactive part of a page (a form, the calculator, the carousel) whose code the browser
// loads only when the visitor gets to it: when it scrolls near the screen ('visible') or when the
// visitor first touches, clicks or tabs into it ('interaction'). Until then the server's HTML
// stays on screen as it was sent, so the page looks the same, and the part's JavaScript is not
// part of the page's first load.
//
// The rules that keep this safe:
// - The server renders the part in full: every visitor sees it at once, the page does not move.
//   getStaticProps waits for every island's module (islandsReady) before the page renders.
// - When the code has arrived, the part renders itself afresh in place of the server's HTML.
//   What the visitor did meanwhile is carried over: text typed into a field, the focused field
//   and its caret, and the first click on a button or link (held back, then made again on the
//   live part, so a click never does half a thing).
// - `eager` says when the part must be live at once (the quote calculator with a draft kept in
//   this browser, whose server HTML cannot show it).
// - After a client-side page change, or if React rendered the page from scratch, there is no
//   server HTML to keep: the part loads at once and renders when its code is there.

type Trigger = 'visible' | 'interaction';

interface Options {
  on: Trigger;
  /** In the browser: true when the part must be live without waiting for the visitor. */
  eager?: () => boolean;
}

/** How far below the screen a 'visible' island starts loading, so it is live when reached. */
const VISIBLE_MARGIN = '400px 0px';
const CONTROLS = 'a[href],button,input,select,textarea,[tabindex]';

interface Carried {
  focus: number;
  selection: [number | null, number | null] | null;
  values: Map<number, string>;
  click: number;
}

function controlsOf(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));
}

type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value the visitor sets by typing or choosing (not buttons, boxes or radios). */
function isValueField(el: Element): el is ValueField {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'file', 'image'].includes(el.type);
}

function changed(el: ValueField): boolean {
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((option) => option.selected !== option.defaultSelected);
  return el.value !== el.defaultValue;
}

/** What a click does on its own (follow a link, press a button, tick a box): held back until live. */
function isClickControl(el: Element): boolean {
  return el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement || (el instanceof HTMLInputElement && !isValueField(el));
}

/** What the visitor did to the server's HTML: values typed or chosen, focus and caret, a held click. */
function capture(root: Element, click: number): Carried {
  const controls = controlsOf(root);
  const values = new Map<number, string>();
  controls.forEach((el, i) => {
    if (isValueField(el) && changed(el)) values.set(i, el.value);
  });
  const focused = document.activeElement;
  const focus = focused ? controls.indexOf(focused as HTMLElement) : -1;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? ([focused.selectionStart, focused.selectionEnd] as [number | null, number | null]) : null;
  return { focus, selection, values, click };
}

/** Sets a field's value so React's onChange sees it, as if typed or chosen. */
function setValue(el: ValueField, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Gives the live part what the visitor did meanwhile; run outside React, one event at a time. */
function restore(root: Element, carried: Carried) {
  // Each value is set on the field then in the document (the one before it may have changed it).
  for (const [i, value] of carried.values) {
    const el = controlsOf(root)[i];
    if (el && isValueField(el)) setValue(el, value);
  }
  const controls = controlsOf(root);
  const focus = controls[carried.focus];
  if (focus) {
    focus.focus({ preventScroll: true });
    if (carried.selection && (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement)) {
      try {
        focus.setSelectionRange(carried.selection[0], carried.selection[1]);
      } catch {
        // Fields without a caret (email, number) cannot take a selection.
      }
    }
  }
  controls[carried.click]?.click();
}

/** A component whose code loads when the visitor gets to it (see above); it takes the same props. */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { on, eager }: Options): ComponentType<P> {
  const { start, get } = partModule(load);

  function Island(props: P) {
    const [kept, setKept] = useState(keepsServerHtml);
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const element = useRef<HTMLDivElement>(null);
    const live = useRef<HTMLDivElement>(null);

    // While the server's HTML is kept: wait for the visitor, then load and go live.
    useEffect(() => {
      const root = element.current;
      if (!kept || !root) return;
      const listening = new AbortController(); // every listener below goes with it
      let click = -1;
      let pressed = false; // a press in progress: its click comes first, on the server's HTML
      let choosing = false; // a list (select) opened by a press: the choice comes first
      let ready = false;
      let done = false;
      const swap = () => {
        if (done || !ready || pressed || choosing) return;
        done = true;
        const what = capture(root, click);
        // Captured, replaced and given back in one task: nothing the visitor does falls in between.
        flushSync(() => setKept(false));
        if (live.current) restore(live.current, what);
      };
      const goLive = () => {
        void start().then(() => {
          ready = true;
          swap();
        });
      };
      const release = () => {
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', release);
        // After the click that follows the release.
        setTimeout(() => {
          pressed = false;
          swap();
        });
      };
      const press = (event: Event) => {
        pressed = true;
        choosing = (event.target as Element).closest?.('select') != null;
        window.addEventListener('pointerup', release, { signal: listening.signal });
        window.addEventListener('pointercancel', release, { signal: listening.signal });
        goLive();
      };
      const chosen = (event: Event) => {
        // A choice made in a list opened by a press ends that press (its pointerup may not come).
        if (!(event.target instanceof HTMLSelectElement)) return;
        pressed = false;
        choosing = false;
        goLive();
      };
      const left = () => {
        choosing = false;
        goLive();
      };
      const holdClick = (event: Event) => {
        goLive();
        // A click on a button or link of the server's HTML is held back and made again once live.
        const controls = controlsOf(root);
        const target = controls.findLastIndex((el) => el.contains(event.target as Node));
        if (target < 0 || !isClickControl(controls[target]!)) return;
        event.preventDefault();
        if (click < 0) click = target;
      };
      const holdSubmit = (event: Event) => event.preventDefault();
      // React rendered the page from scratch (nothing to keep), or the part must be live now.
      if (!root.hasChildNodes() || eager?.()) goLive();
      const bubbling = { signal: listening.signal };
      const capturing = { signal: listening.signal, capture: true };
      root.addEventListener('focusin', goLive, bubbling);
      root.addEventListener('input', goLive, bubbling);
      root.addEventListener('change', chosen, bubbling);
      root.addEventListener('focusout', left, bubbling);
      root.addEventListener('pointerdown', press, bubbling);
      root.addEventListener('click', holdClick, capturing);
      root.addEventListener('submit', holdSubmit, capturing);
      let observer: IntersectionObserver | undefined;
      if (on === 'visible' && typeof IntersectionObserver === 'undefined') goLive();
      else if (on === 'visible') {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: VISIBLE_MARGIN });
        // The wrapper takes no part in layout; its children are what shows.
        for (const child of Array.from(root.children)) observer.observe(child);
      }
      return () => {
        done = true;
        observer?.disconnect();
        listening.abort();
      };
    }, [kept]);

    // Not kept and not loaded yet (a client-side page change): render once the code is here.
    useEffect(() => {
      if (!kept && !get()) void start().then(loaded);
    }, [kept]);

    return <PartBody kept={kept} Loaded={get()} props={props} bodyRef={kept ? element : live} />;
  }
  Island.displayName = 'LazyIsland';
  return Island;
}
