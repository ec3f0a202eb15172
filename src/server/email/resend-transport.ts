// Sends through Resend's HTTP API (POST /emails). Plain fetch rather than the SDK so the
// timeout and the idempotency key are explicit and a local stand-in server can test it.
import { SendError, type EmailTransport } from './transport';

export interface ResendOptions {
  apiKey: string;
  baseUrl: string;
  /** Give up on a request after this long; the row is retried later. */
  timeoutMs?: number;
}

/** Statuses that mean the message itself was refused: retrying cannot help. */
const PERMANENT_STATUSES = new Set([400, 422]);

export function resendTransport({ apiKey, baseUrl, timeoutMs = 15_000 }: ResendOptions): EmailTransport {
  const url = `${baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    name: 'resend',
    async send(email) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': email.id,
          },
          body: JSON.stringify({
            from: email.from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            ...(email.replyTo ? { reply_to: email.replyTo } : {}),
            ...(email.attachments?.length
              ? { attachments: email.attachments.map((file) => ({ filename: file.filename, content: file.content.toString('base64'), content_type: file.contentType })) }
              : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SendError(timedOut ? `Resend did not answer within ${timeoutMs} ms` : `Resend request failed: ${String(error)}`);
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        throw new SendError(`Resend answered ${response.status}: ${body.slice(0, 500)}`, PERMANENT_STATUSES.has(response.status));
      }
      let id: string | null = null;
      try {
        id = (JSON.parse(body) as { id?: string }).id ?? null;
      } catch {
        // A 2xx without a JSON body still means accepted.
      }
      return { providerMessageId: id };
    },
  };
}
