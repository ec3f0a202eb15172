// Quiet bot detection for the public forms. Only a clear bot signal (the honeypot) is set aside
// as spam, with the same success answer and no e-mail. A form sent faster than people usually
// type (autofill makes that easy) is a person's until staff say otherwise: it is stored and
// answered as usual, and held for staff to review.

/** Minimum time a person usually needs to fill each form, in milliseconds. */
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

/** `bot`: drop quietly (stored as spam, no e-mail); `review`: treat as a person's, flagged for staff; `person`. */
export type SpamVerdict = 'bot' | 'review' | 'person';

/** What to do with a submission. A missing fill time is not held against anyone. */
export function spamVerdict(signals: SpamSignals, minimumMs: number): SpamVerdict {
  if (signals.website && signals.website.trim() !== '') return 'bot';
  if (typeof signals.fillMs === 'number' && signals.fillMs < minimumMs) return 'review';
  return 'person';
}
