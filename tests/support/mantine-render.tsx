// Rendering a component inside Mantine in a jsdom unit test: the matchMedia jsdom lacks (Mantine
// asks for the colour scheme), React's act environment, and a one-shot render that reads what it
// needs from the container before unmounting it.
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has no matchMedia; Mantine's colour scheme asks it. Call in beforeAll. */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
}

/** Renders `element` in Mantine, hands the container to `read`, then unmounts and removes it. */
export async function renderOnce<T>(element: ReactElement, read: (container: HTMLElement) => T): Promise<T> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<MantineProvider>{element}</MantineProvider>));
  const result = read(container);
  await act(async () => root.unmount());
  container.remove();
  return result;
}
