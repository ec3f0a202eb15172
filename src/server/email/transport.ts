// How a rendered e-mail leaves the building: Resend's HTTP API in production, files on disk
// for local use and tests (no configuration needed to try the site).
import { env } from '@/config/env.mjs';
import { localTransport } from './local-transport';
import { resendTransport } from './resend-transport';

export interface OutgoingEmail {
  /** The outbox row id: also the provider's idempotency key, so a resend is never a duplicate. */
  id: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface EmailTransport {
  name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

/** A failure the worker records; permanent ones (the provider rejected the message) are not retried. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

/** Resend when RESEND_API_KEY is set, else the local mail folder. */
export function defaultTransport(): EmailTransport {
  if (env.RESEND_API_KEY) {
    return resendTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL });
  }
  return localTransport({ dir: env.MAIL_DIR });
}
