// What every lead form sends besides its fields: a hidden honeypot, how long the form was open,
// and an idempotency key that stays the same for retries and double clicks of one submission.
import { useCallback, useEffect, useRef } from 'react';
import { showToast } from '@/lib/toast';
import type { ApiFailure } from '@/lib/use-api-mutation';

/** A random v4 UUID, also where crypto.randomUUID is missing (plain-http pages). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionMeta {
  website: string;
  fillMs: number;
  idempotencyKey: string;
}

/**
 * Tracks one submission attempt: the key is kept until the server has confirmed it (so a retry
 * after a lost answer is recognised), and the clock restarts after each success.
 */
export function useSubmissionMeta() {
  const startedAt = useRef<number | null>(null);
  const key = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);

  // Counted from when the form is live (it hydrates with the page, or mounts later).
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const meta = useCallback((): SubmissionMeta => {
    key.current ??= newIdempotencyKey();
    return {
      website: honeypot.current?.value ?? '',
      fillMs: Date.now() - (startedAt.current ?? Date.now()),
      idempotencyKey: key.current,
    };
  }, []);

  const succeeded = useCallback(() => {
    key.current = null;
    startedAt.current = Date.now();
  }, []);

  return { meta, succeeded, honeypot };
}

export function notifySuccess(title: string, message: string) {
  showToast({ color: 'green', title, message });
}

/** Returns the toast's id, so a later success can take it away. */
export function notifyError(title: string, message: string): string {
  return showToast({ color: 'red', title, message });
}

/** The server's field problems as translation keys by field (it checks with the same schema). */
export function serverFieldErrors(error: ApiFailure): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.data?.issues ?? []) out[issue.path] ??= issue.key;
  return out;
}

/** Too many requests: the server's own message ("try again in N minutes") is the one to show. */
export function isRateLimited(error: ApiFailure): boolean {
  return error.data?.code === 'TOO_MANY_REQUESTS';
}
