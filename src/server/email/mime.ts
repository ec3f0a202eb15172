// A minimal RFC 5322 / MIME message (multipart/alternative, text and HTML) for the local mail
// folder, so a developer can open the .eml in any mail program.
import type { OutgoingEmail } from './transport';

/** Header values never carry line breaks (no header injection from visitor input). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Non-ASCII header text as an RFC 2047 encoded word. */
function encodeWord(value: string): string {
  const clean = headerValue(value);
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

function base64Lines(text: string): string {
  return (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

export function toEml(email: OutgoingEmail, date: Date): string {
  const boundary = `alt-${email.id}`;
  const headers = [
    `From: ${headerValue(email.from)}`,
    `To: ${headerValue(email.to)}`,
    ...(email.replyTo ? [`Reply-To: ${headerValue(email.replyTo)}`] : []),
    `Subject: ${encodeWord(email.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${email.id}@outbox.local>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join('\r\n');
  return [...headers, '', part('text/plain', email.text), part('text/html', email.html), `--${boundary}--`, ''].join('\r\n');
}
