import { useEffect, useState, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import Router from 'next/router';

// Content without behaviour (text, pictures, tables, links) does not need React in the browser once
// the server has rendered it. Hydrating it anyway was most of every page's main-thread work
// (Lighthouse: React DOM ~950 ms at 4x CPU throttling). <StaticHtml> keeps the server's HTML of its
// children as it is while the page hydrates: React sees an element whose inner HTML it does not
// own, so it neither walks nor re-renders what is inside, and ships nothing of it to the screen.
//
// The rules that keep this safe:
// - Only the page the server rendered is kept. An island that mounts later (a client-side
//   page change, a panel that appears after hydration) renders its children as usual.
// - A client-side page change turns every kept island live again (the same screen component
//   may now show another product), under a new key so React replaces the server's nodes.
// - Whatever is inside must not need JavaScript: no handlers, state or effects. Links inside are
//   plain links (a full page load of a static page); interactive parts stay outside.

/** True in the browser from load until React has hydrated the server's page once. */
let hydrating = typeof window !== 'undefined';
/** True in the browser while the page on screen is still the one the server sent. */
let serverPage = typeof window !== 'undefined';
const thawers = new Set<() => void>();

if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow || !serverPage) return;
    serverPage = false;
    for (const thaw of thawers) thaw();
  });
}

/** Called once the first render of the page has been committed (from _app). */
export function markHydrated() {
  hydrating = false;
}

// One object for every render: React compares it by identity, so it never writes innerHTML.
const KEEP_SERVER_HTML = { __html: '' };

type Props<T extends ElementType> = { as?: T; children: ReactNode } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children' | 'dangerouslySetInnerHTML'>;

// Without `as`, the wrapper is a <div> that takes no part in layout or the accessibility tree.
const NEUTRAL = { display: 'contents' } as const;

/** A part of a page whose server-rendered HTML is kept as is in the browser (see above). Without
 * `as` it wraps its children in a layout-neutral <div>; with `as` it is that element. */
export function StaticHtml<T extends ElementType = 'div'>({ as, children, ...given }: Props<T>) {
  const Tag: ElementType = as ?? 'div';
  const rest = as ? given : { style: NEUTRAL, ...given };
  const [kept, setKept] = useState(() => hydrating && serverPage);
  useEffect(() => {
    if (!kept) return;
    const thaw = () => setKept(false);
    if (!serverPage) thaw();
    thawers.add(thaw);
    return () => void thawers.delete(thaw);
  }, [kept]);
  return kept ? (
    <Tag key="server" {...rest} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <Tag key="live" {...rest}>
      {children}
    </Tag>
  );
}
