import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { PartBody, ShownAt, partModule, usePartState } from './LazyPart';
import { showLater } from './after-paint';

// An interactive part of a page (a form, the calculator, the carousel) whose code the browser
// loads only when the visitor gets to it: when it scrolls near the screen ('visible') or when the
// visitor first touches, clicks or tabs into it ('interaction'). Until then the server's HTML
// stays on screen as it was sent, so the page looks the same, and the part's JavaScript is not
// part of the page's first load.
//
// The rules that keep this safe:
// - The server renders the part in full: every visitor sees it at once, the page does not move.
//   getStaticProps waits for every island's module (islandsReady) before the page renders.
//   (A part sent for `later` is in the HTML too, inert until the visitor gets near it: below.)
// - When the code has arrived, the part renders itself afresh in place of the server's HTML.
//   What the visitor did meanwhile is carried over: text typed into a field, a choice in a list,
//   a box ticked or a radio chosen before the page's code ran, the focused field and its caret,
//   and the first click on a button, link, box or radio (held back, then made again on the live
//   part, so a click never does half a thing), or a form sent with Enter (sent again, once live). A click with a modifier key (a new tab) is left to
//   the browser. The swap waits for a press to end in its click, for an opened list to be chosen
//   from and for a word being composed (input method).
// - A form's fill time counts from when the part was first shown (ShownAt), not from the swap.
// - If the code cannot load (offline, a page from before a new release), the server's HTML works
//   on its own (links, native controls; clicks are not held back any more, but a form is never
//   submitted natively) and the visitor's next focus, press or submit tries again.
// - The page is on screen while its scripts download (a slow network): a value typed or chosen, a
//   box ticked or the focus inside the part before then makes it go live as soon as it hydrates,
//   carrying them over.
// - `eager` says when the part must be live at once (the quote calculator with a draft kept in
//   this browser, whose server HTML cannot show it).
// - After a client-side page change, or if React rendered the page from scratch, there is no
//   server HTML to keep: the part renders when its code is there (every known part's code starts
//   loading with the page change, LazyPart).

type Trigger = 'visible' | 'interaction';

interface Options {
  on: Trigger;
  /** In the browser: true when the part must be live without waiting for the visitor. */
  eager?: () => boolean;
  /**
   * A large part far below the first screen: the server sends its HTML inert (a template) and a
   * space of this class for it (its height), so the browser styles and lays it out only when
   * the visitor gets near it (src/page-runtime/after-paint.ts, LATER_ATTRIBUTE) or when it goes
   * live; until then the page loads as if it were not there.
   */
  later?: string;
}

/** How far below the screen a 'visible' island starts loading, so it is live when reached. */
const VISIBLE_MARGIN = '400px 0px';
const CONTROLS = 'a[href],button,input,select,textarea,[tabindex]';

interface Carried {
  focus: number;
  selection: [number | null, number | null] | null;
  values: Map<number, string>;
  /** Boxes ticked or cleared and radios chosen natively: whether each should be checked. */
  boxes: Map<number, boolean>;
  click: number;
  /** A form sent (Enter in a field) before the code arrived: sent again once live. */
  submit: number;
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

/** The option a list shows before anyone chooses: the last one the HTML marks selected, else the first enabled one. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = Array.from(select.options);
  const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
  if (marked >= 0 || select.size > 1) return marked;
  return options.findIndex((option) => !option.disabled);
}

function changed(el: ValueField): boolean {
  if (el instanceof HTMLSelectElement) {
    if (el.multiple) return Array.from(el.options).some((option) => option.selected !== option.defaultSelected);
    return el.selectedIndex !== defaultIndex(el);
  }
  return el.value !== el.defaultValue;
}

/**
 * Whether the visitor already used the server's HTML before the page's code ran (on a slow
 * network the page shows while its scripts download): a value typed or chosen, a box ticked, or
 * the focus inside. No listener saw it, so the part goes live at once, carrying it over.
 */
function usedBeforeCode(root: Element): boolean {
  const { values, boxes } = capture(root, -1);
  return root.contains(document.activeElement) || values.size > 0 || boxes.size > 0;
}

function isBox(el: Element): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
}

/** A box ticked or cleared, or a radio chosen, by the browser alone (before the part's code ran). */
function toggled(el: HTMLInputElement): boolean {
  return el.type === 'radio' ? el.checked && !el.defaultChecked : el.checked !== el.defaultChecked;
}

/** What a click does on its own (follow a link, press a button, tick a box): held back until live. */
function isClickControl(el: Element): boolean {
  return el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement || (el instanceof HTMLInputElement && !isValueField(el));
}

/** What the visitor did to the server's HTML: values typed or chosen, boxes, focus and caret, a held click. */
function capture(root: Element, click: number, submit = -1): Carried {
  const controls = controlsOf(root);
  const values = new Map<number, string>();
  const boxes = new Map<number, boolean>();
  controls.forEach((el, i) => {
    if (isValueField(el) && changed(el)) values.set(i, el.value);
    else if (isBox(el) && toggled(el)) boxes.set(i, el.checked);
  });
  const focused = document.activeElement;
  const focus = focused ? controls.indexOf(focused as HTMLElement) : -1;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? ([focused.selectionStart, focused.selectionEnd] as [number | null, number | null]) : null;
  return { focus, selection, values, boxes, click, submit };
}

/** Sets a field's value so React's onChange sees it, as if typed or chosen. */
function setValue(el: ValueField, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Gives the live part what the visitor did meanwhile. Run outside React's rendering: each value
 * is an input or change event that React handles (and re-renders for) before the next. */
function restore(root: Element, carried: Carried) {
  // The fields are looked up again for each value: setting one may have re-rendered the part.
  for (const [i, value] of carried.values) {
    const el = controlsOf(root)[i];
    if (el && isValueField(el)) setValue(el, value);
  }
  for (const [i, checked] of carried.boxes) {
    const el = controlsOf(root)[i];
    // A click, so React's onChange sees it as the visitor's.
    if (el && isBox(el) && el.checked !== checked) el.click();
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
  root.querySelectorAll('form')[carried.submit]?.requestSubmit();
}

/** How long a press may wait for its click before the part goes live anyway (a drag, a scroll). */
const CLICK_WAIT_MS = 600;

/** A component whose code loads when the visitor gets to it (see above); it takes the same props. */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { on, eager, later }: Options): ComponentType<P> {
  const part = partModule(load);
  const { start, get } = part;

  function Island(props: P) {
    const { kept, setKept } = usePartState(part);
    const [attempt, retry] = useReducer((n: number) => n + 1, 0);
    // When the visitor first saw the part (a form's fill time counts from then, not from the swap).
    const [shownAt] = useState(Date.now);
    const element = useRef<HTMLDivElement>(null);
    const live = useRef<HTMLDivElement>(null);

    // While the server's HTML is kept: wait for the visitor, then load and go live.
    useEffect(() => {
      const root = element.current;
      if (!kept || !root) return;
      // Sent for later and not shown yet (the page's code came first): it is shown now, to go live.
      showLater(root);
      const listening = new AbortController(); // every listener below goes with it
      let click = -1;
      let submit = -1;
      let pressed = false; // a press in progress: its click comes first, on the server's HTML
      let choosing = false; // a list (select) opened by a press: the choice comes first
      let composing = false; // a word being composed (input method): it is finished first
      let pointerDown = false;
      let ready = false;
      let done = false;
      let clickWait: ReturnType<typeof setTimeout> | undefined;
      const swap = () => {
        if (done || !ready || pressed || choosing || composing) return;
        done = true;
        const what = capture(root, click, submit);
        // Captured, replaced and given back in one task: nothing the visitor does falls in between.
        flushSync(() => setKept(false));
        if (live.current) restore(live.current, what);
      };
      const goLive = () => {
        start().then(
          () => {
            ready = true;
            swap();
          },
          () => {
            // The code did not come (offline, or a page from before a new release): the server's
            // HTML works on its own again (links, native controls) and the next use tries again.
            if (done) return;
            done = true;
            listening.abort();
            retry();
          },
        );
      };
      const endPress = () => {
        clearTimeout(clickWait);
        pressed = false;
        // After the click event, not inside it.
        setTimeout(swap);
      };
      const press = (event: PointerEvent) => {
        goLive();
        if (event.button !== 0) return; // a right or middle click makes no click
        pressed = true;
        pointerDown = true;
        choosing = (event.target as Element).closest?.('select') != null;
        const released = () => {
          pointerDown = false;
          // The click that follows a release ends the press; a drag or a scroll has none.
          clearTimeout(clickWait);
          clickWait = setTimeout(endPress, CLICK_WAIT_MS);
        };
        const cancelled = () => {
          pointerDown = false;
          endPress();
        };
        window.addEventListener('pointerup', released, { signal: listening.signal, once: true });
        window.addEventListener('pointercancel', cancelled, { signal: listening.signal, once: true });
      };
      const chosen = (event: Event) => {
        // A choice made in a list opened by a press ends that press (its pointerup may not come).
        if (!(event.target instanceof HTMLSelectElement)) return;
        choosing = false;
        endPress();
      };
      const left = (event: FocusEvent) => {
        choosing = false;
        // Focus gone elsewhere with no pointer down (some browsers do not focus a pressed button):
        // no press is in progress any more.
        if (!pointerDown && !root.contains(event.relatedTarget as Node | null)) endPress();
      };
      const typed = () => {
        if (pressed || choosing) {
          choosing = false;
          endPress();
        }
        goLive();
      };
      const holdClick = (event: MouseEvent) => {
        goLive();
        if (pressed) endPress();
        // A click on a button or link of the server's HTML is held back and made again once live;
        // one with a modifier key (a new tab, say) is the browser's to handle.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
        const controls = controlsOf(root);
        const target = controls.findLastIndex((el) => el.contains(event.target as Node));
        if (target < 0 || !isClickControl(controls[target]!)) return;
        event.preventDefault();
        if (click < 0) click = target;
      };
      const holdSubmit = (event: Event) => {
        event.preventDefault();
        // Sent with Enter before the code arrived: sent again once live (a click on a button is held as a click).
        if (submit < 0 && click < 0) submit = Array.from(root.querySelectorAll('form')).indexOf(event.target as HTMLFormElement);
      };
      const bubbling = { signal: listening.signal };
      const capturing = { signal: listening.signal, capture: true };
      // Never a native submit of the server's form (a GET with the visitor's details in the URL).
      root.addEventListener('submit', holdSubmit, capturing);
      root.addEventListener('submit', goLive, capturing);
      root.addEventListener('focusin', goLive, bubbling);
      root.addEventListener('pointerdown', press, bubbling);
      let observer: IntersectionObserver | undefined;
      // After a failed load, the server's HTML keeps working on its own (its links and buttons are
      // not held back), and only the visitor's next focus, press or submit tries again.
      if (attempt > 0) return () => listening.abort();
      root.addEventListener('input', goLive, bubbling);
      root.addEventListener('keydown', typed, bubbling);
      root.addEventListener('change', chosen, bubbling);
      root.addEventListener('focusout', left, bubbling);
      root.addEventListener('contextmenu', endPress, bubbling);
      root.addEventListener('compositionstart', () => (composing = true), bubbling);
      root.addEventListener(
        'compositionend',
        () => {
          composing = false;
          setTimeout(swap);
        },
        bubbling,
      );
      root.addEventListener('click', holdClick, capturing);
      // React rendered the page from scratch (nothing to keep), the visitor has already used the
      // part, or it must be live now.
      if (!root.hasChildNodes() || usedBeforeCode(root) || eager?.() || (on === 'visible' && typeof IntersectionObserver === 'undefined')) goLive();
      else if (on === 'visible') {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: VISIBLE_MARGIN });
        // The wrapper takes no part in layout; its children are what shows.
        for (const child of Array.from(root.children)) observer.observe(child);
      }
      return () => {
        done = true;
        clearTimeout(clickWait);
        observer?.disconnect();
        listening.abort();
      };
    }, [kept, attempt, setKept]);

    return (
      <ShownAt.Provider value={shownAt}>
        <PartBody kept={kept} Loaded={get()} props={props} bodyRef={kept ? element : live} later={later} />
      </ShownAt.Provider>
    );
  }
  Island.displayName = 'LazyIsland';
  return Island;
}
