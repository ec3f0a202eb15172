// One waiting action to the server: POST /api/driver/actions as multipart form data (the action
// as JSON, its photos, the signature), its answer read by the queue's rules.
import { outcomeOf, type SendOutcome } from '@/domain/driver-queue';
import type { StoredAction } from './store';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'image/heif': 'heic' };

/** Long enough for the photos on a weak signal (about 40 kB/s), never forever. */
const timeoutFor = (bytes: number) => 60_000 + Math.ceil(bytes / 40);

export async function sendAction(entry: StoredAction, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  const form = new FormData();
  form.append('action', JSON.stringify(entry.action));
  entry.photos.forEach((photo, i) => form.append('photo', photo, `photo-${i + 1}.${EXTENSIONS[photo.type] ?? 'jpg'}`));
  if (entry.signature) form.append('signature', entry.signature, 'signature.png');
  const bytes = entry.photos.reduce((sum, photo) => sum + photo.size, entry.signature?.size ?? 0);
  let res: Response;
  try {
    // x-lang: refusals decided before the action is read (too large, signed out) in the driver's language too.
    res = await fetchImpl('/api/driver/actions', { method: 'POST', body: form, headers: { 'x-lang': entry.action.lang }, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutFor(bytes)) });
  } catch {
    return outcomeOf(null, null);
  }
  return outcomeOf(res.status, await res.json().catch(() => null));
}
