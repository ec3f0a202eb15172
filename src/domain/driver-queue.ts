// The driver's phone keeps every action it has not yet delivered to the server (issue 46): the
// queue's rules, pure so the phone's sender (src/lib/offline-queue) and the tests share them.
// Actions leave in the order they were tapped, one at a time; a failure that may pass (no
// signal, the server down, signed out) stops the queue until the next try, so nothing overtakes
// it; a final refusal sets the action aside, with its photos and the server's reason for the
// driver to read, until the driver sends it again or dismisses it.
// The server applies each key once (services/driver/actions.ts), so sending again is safe.
import { ACTION_TARGET, DRIVER_ACTION_KINDS, earlyActionIssue, moveIssue, type DriverActionKind } from './delivery-actions';
import type { OrderStatus } from './order-states';

/** An action waiting on the phone, or refused for good and kept to show why. */
export interface QueueEntry {
  /** The idempotency key, made once when the driver tapped. */
  key: string;
  /** Tap order: the queue's position. */
  seq: number;
  orderId: string;
  kind: DriverActionKind;
  state: 'waiting' | 'refused';
  /** The refusal's reason, in the driver's language (null: the server gave none). */
  message?: string | null;
}

/** What one sending came to. */
export type SendOutcome =
  | { kind: 'sent'; status: OrderStatus; replayed: boolean }
  | { kind: 'refused'; message: string | null }
  | { kind: 'retry'; signedOut: boolean };

/** Answers that say "not now" rather than "never": signed out, a timeout, too many requests, the server's trouble. */
const RETRY_STATUSES = new Set([401, 408, 425, 429]);

/** Reads the server's answer (POST /api/driver/actions); `status` null: no answer at all (no signal, aborted). */
export function outcomeOf(status: number | null, body: unknown): SendOutcome {
  if (status === null || status >= 500 || RETRY_STATUSES.has(status)) return { kind: 'retry', signedOut: status === 401 };
  const answer = (body && typeof body === 'object' ? body : {}) as { ok?: unknown; status?: unknown; replayed?: unknown; final?: unknown; message?: unknown };
  const message = typeof answer.message === 'string' && answer.message ? answer.message : null;
  if (status >= 200 && status < 300) {
    // A 2xx that is not our answer (a captive portal's page): try again later.
    if (answer.ok === true && typeof answer.status === 'string') return { kind: 'sent', status: answer.status as OrderStatus, replayed: answer.replayed === true };
    return { kind: 'retry', signedOut: false };
  }
  // Our refusal for good (400, 403, 404, 409, 413 with final: true): the same action will never pass.
  if (status >= 400 && answer.ok === false && answer.final === true) return { kind: 'refused', message };
  // Anything else (a proxy's or a hotspot's error page, a redirect not followed) is not the
  // office's answer: keep the action, photos and all, and try again later.
  return { kind: 'retry', signedOut: false };
}

const byTap = <E extends QueueEntry>(a: E, b: E) => a.seq - b.seq;

/** The actions still to send, in tap order. */
export const waiting = <E extends QueueEntry>(entries: readonly E[]) => entries.filter((e) => e.state === 'waiting').sort(byTap);

/**
 * The one action to send now: the first waiting one, unless it is being sent already (then
 * nothing: no key goes out twice at once, and nothing overtakes it).
 */
export function nextToSend<E extends QueueEntry>(entries: readonly E[], sending: ReadonlySet<string>): E | null {
  const first = waiting(entries)[0];
  return first && !sending.has(first.key) ? first : null;
}

/** What the queue does with the action after an outcome, and whether it goes on to the next one. */
export function afterSend(outcome: SendOutcome): { entry: 'remove' | 'refuse' | 'keep'; goOn: boolean } {
  if (outcome.kind === 'sent') return { entry: 'remove', goOn: true };
  if (outcome.kind === 'refused') return { entry: 'refuse', goOn: true };
  return { entry: 'keep', goOn: false };
}

/** Milliseconds before the next try after `failures` retryable failures in a row: 2 s doubling to 5 minutes. */
export function retryDelay(failures: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, failures - 1), 300_000);
}

/**
 * What the card shows: the server's state with the phone's waiting actions applied in tap order
 * (an action the state no longer allows, such as one the server applied before this read, changes nothing).
 */
export function shownStatus(server: OrderStatus, entries: readonly Pick<QueueEntry, 'kind' | 'state' | 'seq'>[]): OrderStatus {
  let status = server;
  for (const entry of entries.filter((e) => e.state === 'waiting').sort((a, b) => a.seq - b.seq)) {
    if (moveIssue(entry.kind, status) === null) status = ACTION_TARGET[entry.kind];
  }
  return status;
}

/**
 * The actions the driver may take from this state, in the order the card offers them; on a
 * scheduled delivery of a later day (both YYYY-MM-DD, the business's calendar) none: the server
 * refuses a load leaving, or a return trip charged, before its date.
 */
export const actionsFrom = (status: OrderStatus, deliveryDate: string, today: string): DriverActionKind[] =>
  DRIVER_ACTION_KINDS.filter((kind) => moveIssue(kind, status) === null && earlyActionIssue(kind, status, deliveryDate, today) === null);
