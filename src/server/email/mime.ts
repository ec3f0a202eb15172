// A minimal RFC 5322 / MIME message (multipart/alternative, text and HTML, inside multipart/mixed
// when files go with it) for the local mail folder, so a developer can open the .eml in any mail program.
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

function base64Lines(content: string | Buffer): string {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** A file name as a MIME parameter: quoted ASCII, or RFC 2231's UTF-8 form. */
function fileParameter(name: string, filename: string): string {
  const clean = headerValue(filename).replace(/["\\]/g, '_');
  return /^[\x20-\x7e]*$/.test(clean) ? `${name}="${clean}"` : `${name}*=UTF-8''${encodeURIComponent(clean)}`;
}

export function toEml(email: OutgoingEmail, date: Date): string {
  const boundary = `alt-${email.id}`;
  const mixed = `mixed-${email.id}`;
  const attachments = email.attachments ?? [];
  const headers = [
    `From: ${headerValue(email.from)}`,
    `To: ${headerValue(email.to)}`,
    ...(email.replyTo ? [`Reply-To: ${headerValue(email.replyTo)}`] : []),
    `Subject: ${encodeWord(email.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${email.id}@outbox.local>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join('\r\n');
  const alternative = [part('text/plain', email.text), part('text/html', email.html), `--${boundary}--`];
  if (attachments.length === 0) return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative, ''].join('\r\n');
  // With files: multipart/mixed, the text and HTML first, then each file.
  const files = attachments.map((file) =>
    [
      `--${mixed}`,
      `Content-Type: ${headerValue(file.contentType)}; ${fileParameter('name', file.filename)}`,
      `Content-Disposition: attachment; ${fileParameter('filename', file.filename)}`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(file.content),
    ].join('\r\n'),
  );
  return [...headers, `Content-Type: multipart/mixed; boundary="${mixed}"`, '', `--${mixed}`, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative, ...files, `--${mixed}--`, ''].join('\r\n');
}
