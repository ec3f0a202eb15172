// An action as the driver taps it (issue 46): its idempotency key is made here, once, and kept
// with it on the phone, so every later sending of it is the same action to the server.
import type { DriverActionInput, DriverActionKind } from '@/domain/delivery-actions';
import type { Lang } from '@/i18n/languages';
import type { NewAction } from '@/lib/offline-queue/store';

/** A version-4 UUID; crypto.randomUUID exists only on HTTPS (and localhost). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TappedStop {
  orderId: string;
  /** "#1a2b3c4d · Ana Ruiz", shown if the office refuses it. */
  label: string;
}

type Details = Omit<DriverActionInput, 'key' | 'orderId' | 'kind' | 'at' | 'lang'>;

export function newAction(driverId: string, stop: TappedStop, kind: DriverActionKind, lang: Lang, details: Details = {}, files: { photos?: Blob[]; signature?: Blob | null } = {}): NewAction {
  const key = uuid();
  return {
    key,
    orderId: stop.orderId,
    kind,
    driverId,
    label: stop.label,
    action: { key, orderId: stop.orderId, kind, at: new Date().toISOString(), lang, ...details },
    photos: files.photos ?? [],
    signature: files.signature ?? null,
  };
}
