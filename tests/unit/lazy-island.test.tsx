// @vitest-environment jsdom
// lazyIsland: an interactive part whose code loads when the visitor gets to it. What a visitor
// relies on: the part is on the page from the first paint, nothing they type or click before its
// code arrives is lost, and it works once the code is there.
import { act, useContext, useState, type ComponentType, type ReactNode } from 'react';

// Each test loads fresh module copies; the form reads the context of the browser's copy.
let ShownAt: typeof import('@/page-runtime/LazyPart').ShownAt | undefined;
import { afterEach, describe, expect, it, vi } from 'vitest';

type IslandModule = typeof import('@/page-runtime/LazyIsland');
type Options = Parameters<IslandModule['lazyIsland']>[1];

/** A small form: a name field and a list whose values React owns, and a button that counts its clicks. */
function Form({ label }: { label: string }) {
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('PALLET');
  const [clicks, setClicks] = useState(0);
  const [pickup, setPickup] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const shownAt = useContext(ShownAt!);
  return (
    <form
      aria-label={label}
      data-shown-at={shownAt ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setSent((list) => [...list, name]);
      }}
    >
      <select aria-label="Unit" value={unit} onChange={(event) => setUnit(event.target.value)}>
        <option value="PALLET">Pallet</option>
        <option value="CUBIC_YARD">Cubic yard</option>
      </select>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Add
      </button>
      <label>
        <input type="checkbox" checked={pickup} onChange={(event) => setPickup(event.target.checked)} /> Pick up
      </label>
      <output>{`${name}|${clicks}|${unit}`}</output>
      <p data-testid="pickup">{pickup ? 'pickup' : 'delivery'}</p>
      <p data-testid="sent">{sent.join(',')}</p>
    </form>
  );
}

async function renderOnServer(options: Options, props = { label: 'Membership' }) {
  vi.resetModules();
  vi.stubGlobal('window', undefined);
  try {
    const mod = await import('@/page-runtime/LazyIsland');
    ShownAt = (await import('@/page-runtime/LazyPart')).ShownAt;
    const Island = mod.lazyIsland(async () => Form, options);
    await (await import('@/page-runtime/LazyPart')).islandsReady();
    const { renderToString } = await import('react-dom/server');
    return renderToString(<Island {...props} />);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Hydrates the server's HTML in a fresh browser copy of the modules; `load` counts its calls. */
async function hydrateInBrowser(
  html: string,
  options: Options,
  extra?: (island: ReactNode) => ReactNode,
  load = vi.fn(async (): Promise<ComponentType<{ label: string }>> => Form),
  /** What the visitor does to the server's HTML before the page's code runs. */
  beforeHydration?: (container: HTMLElement) => void,
) {
  vi.resetModules();
  const mod = await import('@/page-runtime/LazyIsland');
  ShownAt = (await import('@/page-runtime/LazyPart')).ShownAt;
  const { markHydrated } = await import('@/page-runtime/StaticHtml');
  const { hydrateRoot } = await import('react-dom/client');
  const Island = mod.lazyIsland(load, options);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  const errors: unknown[] = [];
  const island = <Island label="Membership" />;
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, extra ? extra(island) : island, { onRecoverableError: (error) => errors.push(error) });
  });
  markHydrated();
  return { container, load, errors, root, Island };
}

/** An IntersectionObserver the test drives: what the island watches, and `near()` to report it near the screen. */
function watchIntersections() {
  const observed: Element[] = [];
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
    },
  );
  return { observed, near: () => report!([{ isIntersecting: true }]) };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const output = (container: HTMLElement) => container.querySelector('output')!.textContent;

/** Ends a press on the server's button with its click: the live part's button gets it, once. */
async function releaseAndFindClickMadeOnce(container: HTMLElement, button: HTMLButtonElement) {
  await act(async () => {
    window.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
    button.click();
  });
  await settle();
  expect(container.querySelector('button')).not.toBe(button);
  expect(output(container)).toBe('|1|PALLET');
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('lazyIsland', () => {
  it('renders the whole part on the server, in a wrapper that takes no part in layout', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    expect(html).toMatch(/^<div style="display:contents"><form aria-label="Membership"[ >]/);
    expect(html).toContain('<button type="button">Add</button>');
  });

  it('keeps the server HTML without loading the code until the visitor gets to it', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container, load, errors } = await hydrateInBrowser(html, { on: 'interaction' });
    await settle();
    const sent = document.createElement('div');
    sent.innerHTML = html;
    expect(container.innerHTML).toBe(sent.innerHTML);
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('carries text typed before the code arrived, and the focus, into the live part', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container, load } = await hydrateInBrowser(html, { on: 'interaction' });
    const field = container.querySelector('input')!;
    await act(async () => {
      field.focus(); // focusin: the code starts loading
      field.value = 'Ana'; // typed into the server's field meanwhile
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    const live = container.querySelector('input')!;
    expect(live).not.toBe(field);
    expect(live.value).toBe('Ana');
    expect(output(container)).toBe('Ana|0|PALLET'); // React's state has it, not just the DOM
    expect(document.activeElement).toBe(live);
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  // On a slow network the page is on screen while its scripts download: a choice or a word typed
  // then has no listener to see it, so hydration finds it and loads the part, which keeps it.
  describe('goes live at once when the server HTML was used before the page’s code ran', () => {
    const usedBefore = async (use: (server: HTMLElement) => void) => {
      const html = await renderOnServer({ on: 'interaction' });
      const result = await hydrateInBrowser(html, { on: 'interaction' }, undefined, undefined, use);
      await settle();
      expect(result.load).toHaveBeenCalledTimes(1);
      return result.container;
    };

    it('a word typed', async () => {
      const container = await usedBefore((server) => {
        server.querySelector('input')!.value = 'Ana';
      });
      expect(output(container)).toBe('Ana|0|PALLET');
    });

    it('a choice in a list', async () => {
      const container = await usedBefore((server) => {
        server.querySelector('select')!.value = 'CUBIC_YARD';
      });
      expect(output(container)).toBe('|0|CUBIC_YARD');
    });

    it('a box ticked', async () => {
      const container = await usedBefore((server) => {
        server.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
      });
      expect(container.querySelector('[data-testid="pickup"]')!.textContent).toBe('pickup');
    });

    it('the focus in a field', async () => {
      const container = await usedBefore((server) => server.querySelector('input')!.focus());
      expect(document.activeElement).toBe(container.querySelector('input'));
    });
  });

  it('a list whose HTML marks no option chosen shows its first option, which does not count as a choice', async () => {
    const html = (await renderOnServer({ on: 'interaction' })).replace(' selected=""', '');
    expect(html).not.toContain('selected');
    const { load } = await hydrateInBrowser(html, { on: 'interaction' });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('stays as the server sent it when the visitor has not used it yet', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { load } = await hydrateInBrowser(html, { on: 'interaction' }, undefined, undefined, () => {
      // Focus elsewhere on the page does not count.
      const outside = document.createElement('input');
      document.body.append(outside);
      outside.focus();
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('holds back a click made before the code arrived and makes it once on the live part', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container } = await hydrateInBrowser(html, { on: 'interaction' });
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
      window.dispatchEvent(new Event('pointerup'));
      button.click();
    });
    await settle();
    expect(container.querySelector('button')).not.toBe(button);
    expect(output(container)).toBe('|1|PALLET');
  });

  it('sends a form sent with Enter before the code arrived once it is live, with what was typed', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = () => resolve(Form))));
    const { container } = await hydrateInBrowser(html, { on: 'interaction' }, undefined, load);
    const field = container.querySelector('input')!;
    let nativeSubmit = true;
    await act(async () => {
      field.focus();
      field.value = '77354';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // Enter in a field: the browser sends the form; the server's HTML must not (a GET with the details).
      nativeSubmit = field.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(nativeSubmit).toBe(false);
    expect(container.querySelector('[data-testid="sent"]')!.textContent).toBe('');
    await act(async () => arrive());
    await settle();
    expect(container.querySelector('input')).not.toBe(field);
    expect(container.querySelector('[data-testid="sent"]')!.textContent).toBe('77354');
  });

  it('carries a choice made in a list before the code arrived, after the list is closed', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container, load } = await hydrateInBrowser(html, { on: 'interaction' });
    const list = container.querySelector('select')!;
    await act(async () => {
      list.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 })); // the list opens
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('select')).toBe(list); // not replaced while the list is open
    await act(async () => {
      list.value = 'CUBIC_YARD';
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(container.querySelector('select')).not.toBe(list);
    expect(container.querySelector('select')!.value).toBe('CUBIC_YARD');
    expect(output(container)).toBe('|0|CUBIC_YARD');
  });

  it('waits for the click of a press that began before the code arrived, and makes it once', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container } = await hydrateInBrowser(html, { on: 'interaction' });
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    });
    await settle(); // the code is here; the press is not over
    expect(container.querySelector('button')).toBe(button);
    await releaseAndFindClickMadeOnce(container, button);
  });

  it('leaves a click with a modifier key (a new tab) to the browser, and a right-button press blocks nothing', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container } = await hydrateInBrowser(html, { on: 'interaction' });
    const button = container.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 2 }));
      button.dispatchEvent(click);
    });
    await settle();
    expect(click.defaultPrevented).toBe(false);
    expect(container.querySelector('button')).not.toBe(button); // live without waiting for a click
    expect(output(container)).toBe('|0|PALLET');
  });

  it('gives the live form the time it was first shown, so a fill time counts from then', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const before = Date.now();
    const { container } = await hydrateInBrowser(html, { on: 'interaction' });
    await settle();
    const touched = Date.now();
    await act(async () => container.querySelector('input')!.focus());
    await settle();
    const shownAt = Number(container.querySelector('form')!.dataset.shownAt);
    expect(shownAt).toBeGreaterThanOrEqual(before);
    expect(shownAt).toBeLessThan(touched);
  });

  it('when its code cannot load, the server HTML works on its own and the next use tries again', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const load = vi.fn<() => Promise<ComponentType<{ label: string }>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Form);
    const { container } = await hydrateInBrowser(html, { on: 'interaction' }, undefined, load);
    const field = container.querySelector('input')!;
    await act(async () => field.focus());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input')).toBe(field); // still the server's
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('button')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false); // not held back any more
    // Typing does not start a load per key, and the form is never submitted natively (a GET
    // with the visitor's details in the address).
    await act(async () => {
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('form')!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2); // the submit tried again (and this time it loads)
    expect(container.querySelector('input')).not.toBe(field);
  });

  it('keeps waiting for the click while the pointer is down, even if focus leaves a field (Safari)', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    let arrive!: (form: ComponentType<{ label: string }>) => void;
    const load = vi.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = resolve)));
    const { container } = await hydrateInBrowser(html, { on: 'interaction' }, undefined, load);
    const field = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    await act(async () => {
      field.focus(); // the code starts loading
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
      // Safari does not focus a pressed button: the field just loses focus.
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    });
    await act(async () => arrive(Form));
    await settle();
    expect(container.querySelector('button')).toBe(button); // not replaced under the pointer
    await releaseAndFindClickMadeOnce(container, button);
  });

  it('after a client-side page change, shows the new page’s part (its code loading with the change)', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container, load, root, Island } = await hydrateInBrowser(html, { on: 'interaction' });
    const Router = (await import('next/router')).default;
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      Router.events.emit('routeChangeStart', '/es/contacto', { shallow: false });
    });
    expect(load).toHaveBeenCalledTimes(1); // started with the page change, before the new page renders
    await act(async () => root.render(<Island label="Membresía" />));
    await settle();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('form')!.getAttribute('aria-label')).toBe('Membresía');
  });

  it("loads a 'visible' part when it nears the screen", async () => {
    const html = await renderOnServer({ on: 'visible' });
    const { observed, near } = watchIntersections();
    const { container, load } = await hydrateInBrowser(html, { on: 'visible' });
    expect(observed.map((el) => el.tagName)).toEqual(['FORM']);
    expect(load).not.toHaveBeenCalled();
    await act(async () => near());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('button')!.click());
    expect(output(container)).toBe('|1|PALLET');
  });

  it('sent for later: the server sends the part inert in a template, then the space kept for it', async () => {
    const html = await renderOnServer({ on: 'visible', later: 'calculator-space' });
    expect(html).toMatch(/^<div style="display:contents"><template data-later=""><form aria-label="Membership"[ >]/);
    expect(html).toContain('</form></template><div class="calculator-space" aria-hidden="true"></div></div>');
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(parsed.querySelector('form'), 'nothing of it is in the page until shown').toBeNull();
  });

  it('sent for later and not shown yet when the page’s code comes: shown, and live when it nears the screen', async () => {
    const html = await renderOnServer({ on: 'visible', later: 'calculator-space' });
    const { observed, near } = watchIntersections();
    const { container, load, errors } = await hydrateInBrowser(html, { on: 'visible', later: 'calculator-space' });
    expect(errors).toEqual([]);
    expect(container.querySelector('template')).toBeNull();
    expect(container.querySelector('.calculator-space'), 'the space is gone, the part in its place').toBeNull();
    expect(observed.map((el) => el.tagName)).toEqual(['FORM']);
    expect(load).not.toHaveBeenCalled();
    await act(async () => near());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('button')!.click());
    expect(output(container)).toBe('|1|PALLET');
  });

  it('goes live at once when it must (eager), without waiting for the visitor', async () => {
    const html = await renderOnServer({ on: 'interaction' });
    const { container, load } = await hydrateInBrowser(html, { on: 'interaction', eager: () => true });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('button')!.click());
    expect(output(container)).toBe('|1|PALLET');
  });

  it('shows the part once when React cannot hydrate the page and renders it from scratch', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    const mod = await import('@/page-runtime/LazyIsland');
    ShownAt = (await import('@/page-runtime/LazyPart')).ShownAt;
    const ServerIsland = mod.lazyIsland(async () => Form, { on: 'interaction' });
    await (await import('@/page-runtime/LazyPart')).islandsReady();
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <>
        <ServerIsland label="Membership" />
        <span>Server time</span>
      </>,
    );
    vi.unstubAllGlobals();

    const { container, errors } = await hydrateInBrowser(html, { on: 'interaction' }, (island) => (
      <>
        {island}
        {/* Text that differs from the server's: React gives up hydrating and renders anew. */}
        <span>Browser time</span>
      </>
    ));
    await settle();
    expect(errors).not.toEqual([]);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.textContent).toContain('Browser time');
  });
});

describe('lazyPart (inside a StaticHtml)', () => {
  const Footer = ({ text }: { text: string }) => <footer>{text}</footer>;

  it('is not loaded on the page the server sent, and renders after a client-side page change', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    const server = { ...(await import('@/page-runtime/LazyPart')), ...(await import('@/page-runtime/StaticHtml')) };
    const ServerPart = server.lazyPart(async () => Footer);
    await server.islandsReady();
    const { renderToString } = await import('react-dom/server');
    const page = (Part: ComponentType<{ text: string }>, Static: typeof server.StaticHtml, text: string) => (
      <Static>
        <Part text={text} />
      </Static>
    );
    const html = renderToString(page(ServerPart, server.StaticHtml, 'Magnolia, TX'));
    vi.unstubAllGlobals();
    expect(html).toBe('<div style="display:contents"><div style="display:contents"><footer>Magnolia, TX</footer></div></div>');

    vi.resetModules();
    const browser = { ...(await import('@/page-runtime/LazyPart')), ...(await import('@/page-runtime/StaticHtml')) };
    const Router = (await import('next/router')).default;
    const { hydrateRoot } = await import('react-dom/client');
    const load = vi.fn(async (): Promise<ComponentType<{ text: string }>> => Footer);
    const Part = browser.lazyPart(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(Part, browser.StaticHtml, 'Magnolia, TX'));
    });
    browser.markHydrated();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Magnolia, TX');

    await act(async () => {
      Router.events.emit('routeChangeStart', '/es', { shallow: false });
    });
    await act(async () => root.render(page(Part, browser.StaticHtml, 'Magnolia, TX (es)')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('footer')).toHaveLength(1);
    expect(container.textContent).toBe('Magnolia, TX (es)');
  });
});
