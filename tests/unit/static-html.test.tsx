// @vitest-environment jsdom
// <StaticHtml> keeps the server's HTML of content without behaviour instead of hydrating it. What
// a visitor relies on: the content is there and stays there, it is never shown twice, and after a
// client-side page change the new page's content replaces it.
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The server and the browser each get their own copy of the module (it reads `window` once).
async function renderOnServer(tree: (mod: typeof import('@/page-runtime/StaticHtml')) => ReactNode): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('window', undefined);
  try {
    const mod = await import('@/page-runtime/StaticHtml');
    const { renderToString } = await import('react-dom/server');
    return renderToString(tree(mod));
  } finally {
    vi.unstubAllGlobals();
  }
}

async function browserModules() {
  vi.resetModules();
  const mod = await import('@/page-runtime/StaticHtml');
  const { hydrateRoot } = await import('react-dom/client');
  const Router = (await import('next/router')).default;
  return { ...mod, hydrateRoot, Router };
}

type BrowserModules = Awaited<ReturnType<typeof browserModules>>;

/** Puts the server's HTML in the document and hydrates it with the browser's tree. */
async function hydrateInBrowser(html: string, tree: (mod: BrowserModules) => ReactNode) {
  const mod = await browserModules();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root!: ReturnType<BrowserModules['hydrateRoot']>;
  await act(async () => {
    root = mod.hydrateRoot(container, tree(mod), { onRecoverableError: (error) => errors.push(error) });
  });
  return { ...mod, container, errors, root };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticHtml', () => {
  it('renders its children on the server, in a wrapper that takes no part in layout', async () => {
    const html = await renderOnServer(({ StaticHtml }) => (
      <StaticHtml>
        <h2>Delivery areas</h2>
      </StaticHtml>
    ));
    expect(html).toBe('<div style="display:contents"><h2>Delivery areas</h2></div>');
  });

  it('keeps the server HTML while the page hydrates, without rendering the components inside again', async () => {
    const Section = ({ text }: { text: string }) => <p>{text}</p>;
    const html = await renderOnServer(({ StaticHtml }) => (
      <StaticHtml>
        <Section text="Fresh-cut St. Augustine" />
      </StaticHtml>
    ));

    const { container, errors } = await hydrateInBrowser(html, ({ StaticHtml }) => (
      <StaticHtml>
        {/* Different text in the browser would show if React rendered this part again. */}
        <Section text="changed in the browser" />
      </StaticHtml>
    ));
    expect(container.innerHTML).toBe(html);
    expect(container.textContent).toBe('Fresh-cut St. Augustine');
    expect(errors).toEqual([]);
  });

  it('shows its content when React cannot hydrate the page and renders it again from scratch', async () => {
    const html = await renderOnServer(({ StaticHtml }) => (
      <>
        <StaticHtml>
          <p>Service hours</p>
        </StaticHtml>
        <span>Server time</span>
      </>
    ));
    const { container, errors } = await hydrateInBrowser(html, ({ StaticHtml }) => (
      <>
        <StaticHtml>
          <p>Service hours</p>
        </StaticHtml>
        {/* Text that differs from the server's: React gives up hydrating and renders anew. */}
        <span>Browser time</span>
      </>
    ));
    expect(errors).not.toEqual([]);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.textContent).toBe('Service hoursBrowser time');
  });

  it('renders its children when it appears after hydration (a panel opened later, a new page)', async () => {
    const { StaticHtml, markHydrated } = await browserModules();
    const { createRoot } = await import('react-dom/client');
    markHydrated();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <StaticHtml>
          <p>Mulch colours</p>
        </StaticHtml>,
      );
    });
    expect(container.textContent).toBe('Mulch colours');
  });

  it('shows the next page’s content after a client-side page change, once, and not on a shallow change', async () => {
    const html = await renderOnServer(({ StaticHtml }) => (
      <StaticHtml>
        <p>Bermuda Tifway 419</p>
      </StaticHtml>
    ));
    const page = ({ StaticHtml }: BrowserModules, name: string) => (
      <StaticHtml>
        <p>{name}</p>
      </StaticHtml>
    );
    const browser = await hydrateInBrowser(html, (mod) => page(mod, 'Bermuda Tifway 419'));
    const { container, root, markHydrated, Router } = browser;
    markHydrated();

    // A shallow change (query only) keeps the page: the island stays as the server sent it…
    await act(async () => {
      Router.events.emit('routeChangeStart', '/en/grass?tab=compare', { shallow: true });
      root.render(page(browser, 'rendered again'));
    });
    expect(container.textContent).toBe('Bermuda Tifway 419');

    // …a real page change (the same screen, another product) renders the new content instead.
    await act(async () => {
      Router.events.emit('routeChangeStart', '/en/grass/zoysia-palisades', { shallow: false });
    });
    await act(async () => {
      root.render(page(browser, 'Zoysia Palisades'));
    });
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.textContent).toBe('Zoysia Palisades');
  });
});
