// The browser build's `react-dom/client` (next.config.mjs points webpack here): React's own,
// except that hydration starts inside a transition.
//
// Next's pages router calls hydrateRoot directly, so React hydrates the whole page in one task
// that blocks the main thread (hundreds of milliseconds on a mid-range phone). Started in a
// transition, React hydrates in slices of a few milliseconds and lets the browser paint and
// handle input in between, as Next's app router does. A click or key press on a part that is not
// hydrated yet makes React finish hydrating first; then the event is handled.
import { startTransition } from 'react';
import * as client from 'react-dom-client-actual';

export const { createRoot, version } = client;

export function hydrateRoot(...args: Parameters<typeof client.hydrateRoot>): ReturnType<typeof client.hydrateRoot> {
  let root: ReturnType<typeof client.hydrateRoot> | undefined;
  startTransition(() => {
    root = client.hydrateRoot(...args);
  });
  return root!;
}

// Next's compiled code reads the module through its default export.
const reactDomClient = { createRoot, hydrateRoot, version };
export default reactDomClient;
