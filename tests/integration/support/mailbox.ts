// What the outbox worker really sends, caught instead of delivered: tests read account links
// from the e-mails themselves, as the person would (the outbox rows never hold a usable link).
import { processOutboxBatch } from '@/server/email/worker';
import type { EmailTransport, OutgoingEmail } from '@/server/email/transport';
import { db } from './db';

const delivered = new Map<string, OutgoingEmail>();

const catcher: EmailTransport = {
  name: 'test-mailbox',
  async send(email) {
    delivered.set(email.id, email);
    return { providerMessageId: null };
  },
};

/**
 * Runs the worker over these rows (or every due row) and returns what it sent. Every due row:
 * batch after batch, since earlier test files may have left more than one batch waiting (the
 * worker takes the oldest first, so one batch could miss the row a test has just queued).
 */
export async function deliver(ids?: string[]): Promise<OutgoingEmail[]> {
  const before = new Set(delivered.keys());
  for (;;) {
    const batch = await processOutboxBatch(db, { transport: catcher, ids, batchSize: 100 });
    if (ids || batch.claimed < 100) break;
  }
  return [...delivered.values()].filter((email) => !before.has(email.id));
}

/** The e-mail sent for an outbox row, sending it now if it is still due. */
export async function emailFor(rowId: string): Promise<OutgoingEmail | undefined> {
  if (!delivered.has(rowId)) await deliver([rowId]);
  return delivered.get(rowId);
}

/** The first link to the site's auth page in an e-mail's text. */
export function authLinkIn(email: OutgoingEmail): URL {
  const match = /https?:\/\/\S+\/auth\?\S+/.exec(email.text);
  if (!match) throw new Error(`No account link in the e-mail "${email.subject}"`);
  return new URL(match[0]);
}
