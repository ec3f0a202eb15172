// How a rendered e-mail leaves the building: Resend's HTTP API in production (./resend-transport.ts),
// files on disk for local use and tests (./local-transport.ts; no configuration needed to try the
// site). The worker picks one (defaultTransport in ./worker.ts).

/** A file sent with an e-mail (a receipt's or an invoice's PDF, drawn when the e-mail is sent). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  /** The outbox row id: also the provider's idempotency key, so a resend is never a duplicate. */
  id: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
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
