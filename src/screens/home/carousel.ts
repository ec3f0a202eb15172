// Pure state rules of the testimonial carousel (spec: wraps both ways, 5 s auto-advance).
export const CAROUSEL_INTERVAL_MS = 5000;

/** Any integer index into a list of `length`, wrapped both ways: -1 → last, length → 0. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length);
export const previousIndex = (index: number, length: number) => wrapIndex(index - 1, length);

/** Auto-advance only when nothing holds the carousel still. */
export function shouldAutoAdvance(state: { hovered: boolean; focused: boolean; reducedMotion: boolean; pausedByUser: boolean }): boolean {
  return !state.hovered && !state.focused && !state.reducedMotion && !state.pausedByUser;
}
