// @vitest-environment jsdom
// The browser build's hydrateRoot (src/page-runtime/hydrate-in-transition.ts): the page hydrates in
// slices that give the browser its turn (to paint, to run a timer, to handle input) instead of in
// one task that holds the main thread until the whole page is done.
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot as plainHydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateRoot } from '@/page-runtime/hydrate-in-transition';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const PARTS = 30;
const progress: { rendered: number; onFirst: (() => void) | null } = { rendered: 0, onFirst: null };

/** Busy for a few milliseconds in the browser, like a real component tree; counts the parts done. */
function renderSlowly() {
  if (typeof window === 'undefined') return;
  // The race starts when hydration does: a timer set by the first part shows whether the browser
  // gets a turn before the last part (a timer set before hydrate() could win on a loaded machine).
  if (progress.rendered === 0 && progress.onFirst) {
    progress.onFirst();
    progress.onFirst = null;
  }
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy
  }
  progress.rendered += 1;
}

/** A part of the page that takes a few milliseconds to render in the browser. */
function Part({ n }: { n: number }) {
  renderSlowly();
  return <li>Part {n}</li>;
}

function Page() {
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, n) => (
        <Part key={n} n={n} />
      ))}
    </ul>
  );
}

/** Hydrates server HTML of <Page>; returns how many parts had rendered when a timer set as hydration started got its turn. */
async function hydrateAndRace(hydrate: typeof plainHydrateRoot) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  const serverList = container.querySelector('ul');
  progress.rendered = 0;
  const errors: unknown[] = [];
  const timer = new Promise<number>((resolve) => {
    progress.onFirst = () => setTimeout(() => resolve(progress.rendered), 0);
  });
  const root = hydrate(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  const renderedWhenTimerRan = await timer;
  await new Promise<void>((resolve) => {
    const check = () => (progress.rendered >= PARTS ? setTimeout(resolve, 20) : setTimeout(check, 5));
    check();
  });
  return { renderedWhenTimerRan, root, container, serverList, errors };
}

describe('hydrateRoot in a transition', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lets a timer run before the whole page has hydrated, and then hydrates all of it in place', async () => {
    const { renderedWhenTimerRan, root, container, serverList, errors } = await hydrateAndRace(hydrateRoot);
    expect(renderedWhenTimerRan).toBeLessThan(PARTS);
    // Hydrated, not rendered again: the server's nodes are still the ones on the page.
    expect(container.querySelector('ul')).toBe(serverList);
    expect(container.querySelectorAll('li')).toHaveLength(PARTS);
    expect(errors).toEqual([]);
    root.unmount();
  });

  it('React’s own hydrateRoot, by contrast, holds the main thread until every part is done', async () => {
    // The reason for the wrapper: without it, the timer waits for the whole page.
    const { renderedWhenTimerRan, root } = await hydrateAndRace(plainHydrateRoot);
    expect(renderedWhenTimerRan).toBe(PARTS);
    root.unmount();
  });

  it('exposes the rest of react-dom/client unchanged, also through the default export Next reads', async () => {
    const client = await import('react-dom/client');
    const shim = await import('@/page-runtime/hydrate-in-transition');
    expect(shim.createRoot).toBe(client.createRoot);
    expect(shim.default.createRoot).toBe(client.createRoot);
    expect(shim.default.hydrateRoot).toBe(hydrateRoot);
    expect(shim.version).toBe(reactVersion);
  });
});
