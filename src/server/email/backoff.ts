// When a failed e-mail is tried again: 1, 2, 4, 8 … minutes, at most 2 hours apart, so a short
// outage at the provider costs minutes and a long one does not hammer it.
export const MAX_ATTEMPTS = 8;
const BASE_MS = 60_000;
const CAP_MS = 2 * 60 * 60_000;

/** Delay before the next try after `attempts` failed tries (attempts >= 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
}
