// Work the page does once it is idle after loading (code a first tap will need), not at the tap.

/** Runs `work` when the browser is idle (or soon, where it cannot say); returns a cancel. */
export function whenIdle(work: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => void work(), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => void work(), 1000);
  return () => window.clearTimeout(id);
}
