import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import Router from 'next/router';
import { development } from '@/config/build';
import { PAGE_CODE_READY } from './after-paint';

// Content without behaviour (text, pictures, tables, links) does not need React in the browser once
// the server has rendered it. Hydrating it anyway was most of every page's main-thread work
// (Lighthouse: React DOM ~950 ms at 4x CPU throttling). <StaticHtml> keeps the server's HTML of its
// children as it is while the page hydrates: React sees an element whose inner HTML it does not
// own, so it neither walks nor renders again what is inside.
//
// The rules that keep this safe:
// - Only the page the server rendered is kept. An island that mounts later (a client-side
//   page change, a panel that appears after hydration) renders its children as usual.
// - After a client-side page change every island renders its children again, under a new key
//   so React replaces the server's nodes (the same screen component may now show another
//   product). The page re-renders with the new page's props, so each island sees the change then.
// - If React cannot hydrate the page at all (a mismatch elsewhere, or a browser extension or
//   translation that changed the HTML first), it renders the page again from scratch. The
//   wrapper is then a new, empty element, and the island renders its content itself.
// - Whatever is inside must not need JavaScript: no handlers, state or effects. On the page the
//   server sent, links inside are plain links (a full load of a static page); interactive parts
//   stay outside. next/head tags rendered inside (an image's preload link) are dropped once the
//   page has hydrated, when they have done their job.
// - In development every StaticHtml is live, so Fast Refresh shows edits to what is inside. (Lazy
//   islands, src/page-runtime/LazyIsland.tsx, keep the server's HTML there too, until they load.)

const inBrowser = typeof window !== 'undefined';
/** True in the browser from load until React has hydrated the server's page once. */
let hydrating = inBrowser;
/** True in the browser while the page on screen is still the one the server sent. */
let serverPage = inBrowser;

if (inBrowser) {
  Router.events.on('routeChangeStart', (_url: string, { shallow }: { shallow: boolean }) => {
    if (!shallow) serverPage = false;
  });
}

/** Called once the first render of the page has been committed (from _app). */
export function markHydrated() {
  hydrating = false;
  // A press made before now is made again (the page's loader, src/page-runtime/after-paint.ts).
  document.dispatchEvent(new Event(PAGE_CODE_READY));
}

/** In the browser: whether a part rendering now is hydrating the server's HTML of this page. */
export function hydratingServerPage(): boolean {
  return hydrating && serverPage;
}

/** In the browser: whether the page on screen is still the one the server sent. */
export function onServerPage(): boolean {
  return serverPage;
}

// One object for every render: React compares it by identity, so it never writes innerHTML.
export const KEEP_SERVER_HTML = { __html: '' };

type Props<T extends ElementType> = { as?: T; children: ReactNode } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children' | 'dangerouslySetInnerHTML'>;

// Without `as`, the wrapper is a <div> that takes no part in layout or the accessibility tree.
const NEUTRAL = { display: 'contents' } as const;

/** A part of a page whose server-rendered HTML is kept as is in the browser (see above). Without
 * `as` it wraps its children in a layout-neutral <div>; with `as` it is that element. */
export function StaticHtml<T extends ElementType = 'div'>({ as, children, ...given }: Props<T>) {
  const Tag: ElementType = as ?? 'div';
  const rest = as ? given : { style: NEUTRAL, ...given };
  const [kept, setKept] = useState(() => !development && hydrating && serverPage);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // React rendered the page from scratch instead of hydrating it: nothing here to keep.
    if (kept && !element.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  return kept && serverPage ? (
    <Tag key="server" ref={element} {...rest} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <Tag key="live" {...rest}>
      {children}
    </Tag>
  );
}
