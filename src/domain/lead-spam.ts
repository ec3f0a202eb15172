// Quiet bot detection for the public forms. Bots are not told they were caught (they get the
// same success answer); their submissions are stored as spam so nothing a person sent is lost.

/** Minimum time a person needs to fill each form, in milliseconds. */
export const minimumFillMs = {
  contact: 3000,
  membership: 2000,
} as const;

export interface SpamSignals {
  /** The hidden field; people never see it, so any content means a bot. */
  website?: string | null;
  /** Milliseconds between the form appearing and its submission, measured in the browser. */
  fillMs?: number | null;
}

/** True when the submission looks automated. A missing fill time is not held against anyone. */
export function looksAutomated(signals: SpamSignals, minimumMs: number): boolean {
  if (signals.website && signals.website.trim() !== '') return true;
  if (typeof signals.fillMs === 'number' && signals.fillMs < minimumMs) return true;
  return false;
}
