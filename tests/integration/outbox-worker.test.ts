// The outbox worker against a local stand-in for Resend's HTTP API: what it sends, and what it
// records when the provider fails or does not answer.
import { once } from 'node:events';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import type { Lang } from '@/i18n/languages';
import { processOutboxBatch } from '@/server/email/worker';
import { resendTransport } from '@/server/email/resend-transport';
import { localTransport } from '@/server/email/local-transport';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { validContact, validMembership } from './lead-support';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: { from: string; to: string; subject: string; html: string; text: string; reply_to?: string };
}

const FROM = 'Magnolia Test <mail@example.test>';
let received: Received[] = [];
let respond: (res: ServerResponse, count: number) => void = () => {};
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw) as Received['body'] });
    respond(res, received.length);
  });
});
let baseUrl = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  received = [];
  respond = (res, n) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: `re_${n}` }));
  };
});

const resend = (timeoutMs = 2000) => resendTransport({ apiKey: 're_test_key', baseUrl, timeoutMs });

async function contactRows(lang: Lang, overrides: Record<string, unknown> = {}) {
  const input = validContact(overrides);
  await callerAs(null, { lang }).lead.contact(input);
  const lead = await db.lead.findFirstOrThrow({ where: { email: input.email }, include: { outbox: { orderBy: { template: 'asc' } } } });
  return { lead, input, ids: lead.outbox.map((row) => row.id) };
}

const rowsById = (ids: string[]) => db.emailOutbox.findMany({ where: { id: { in: ids } }, orderBy: { template: 'asc' } });

describe('sending through Resend', () => {
  it('posts each e-mail with from, to, subject, HTML and text in the stored language, keyed by the row id', async () => {
    const { lead, input, ids } = await contactRows('es', { message: 'Necesito <b>tres</b> palés <script>alert(1)</script>' });
    const result = await processOutboxBatch(db, { ids, transport: resend(), from: FROM });
    expect(result).toMatchObject({ claimed: 2, sent: 2, retrying: 0, failed: 0 });

    expect(received).toHaveLength(2);
    const byId = new Map(received.map((r) => [r.headers['idempotency-key'], r]));
    const [confirmationId, notificationId] = ids as [string, string];
    const confirmation = byId.get(confirmationId)!;
    const notification = byId.get(notificationId)!;
    for (const request of [confirmation, notification]) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/emails');
      expect(request.headers.authorization).toBe('Bearer re_test_key');
      expect(request.headers['content-type']).toContain('application/json');
      expect(request.body.from).toBe(FROM);
    }
    // The visitor's copy is in their language, the office's in the staff's (English by default).
    expect(confirmation.body.html).toContain('lang="es"');
    expect(notification.body.html).toContain('lang="en"');

    // To the visitor: Spanish, the 24-hour promise, the business phone and hours, in both parts.
    expect(confirmation.body.to).toBe(input.email);
    expect(confirmation.body.subject).toMatch(/^Recibimos su mensaje/);
    for (const part of [confirmation.body.html, confirmation.body.text]) {
      expect(part).toContain('Hola Maria Lopez');
      expect(part).toContain('en menos de 24 horas');
      expect(part).toContain(env.BUSINESS_PHONE);
      expect(part).toContain('7:30 AM - 4:30 PM');
      expect(part).toContain('Dom: Cerrado');
    }
    expect(confirmation.body.html).not.toContain('tres');

    // To the business: every field, the admin link, the visitor as reply-to, markup escaped.
    expect(notification.body.to).toBe(env.BUSINESS_INBOX);
    expect(notification.body.reply_to).toBe(input.email);
    expect(notification.body.subject).toBe('New contact message from Maria Lopez');
    const link = `${env.SITE_URL}/admin/leads/${lead.id}`;
    for (const part of [notification.body.html, notification.body.text]) {
      for (const value of [input.name, input.email, input.phone, 'Delivery Question', 'Reply in Spanish.', link]) expect(part).toContain(value);
    }
    expect(notification.body.text).toContain('Necesito <b>tres</b> palés <script>alert(1)</script>');
    expect(notification.body.html).toContain('Necesito &lt;b&gt;tres&lt;/b&gt; palés &lt;script&gt;');
    expect(notification.body.html).not.toContain('<script>');

    const rows = await rowsById(ids);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.providerMessageId).toMatch(/^re_\d$/);
    }
  });

  it('links a membership notification to the application in /admin', async () => {
    const input = validMembership();
    await callerAs(null, { lang: 'en' }).lead.membership(input);
    const application = await db.membershipApplication.findFirstOrThrow({ where: { email: input.email }, include: { outbox: true } });
    await processOutboxBatch(db, { ids: application.outbox.map((r) => r.id), transport: resend(), from: FROM });
    const notification = received.find((r) => r.body.to === env.BUSINESS_INBOX)!;
    expect(notification.body.subject).toBe(`New member pricing application: ${input.companyName}`);
    expect(notification.body.text).toContain(`${env.SITE_URL}/admin/memberships/${application.id}`);
    expect(notification.body.text).toContain(input.phone);
    const confirmation = received.find((r) => r.body.to === input.email)!;
    expect(confirmation.body.text).toContain('member pricing');
    expect(confirmation.body.html).toContain('lang="en"');
  });

  it('on a 500 keeps the lead, records the error and schedules a retry with the same idempotency key', async () => {
    const { lead, ids } = await contactRows('en');
    respond = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"internal_server_error"}');
    };
    const started = Date.now();
    const result = await processOutboxBatch(db, { ids, transport: resend(), from: FROM });
    expect(result).toMatchObject({ claimed: 2, sent: 0, retrying: 2, failed: 0 });
    expect(await db.lead.findUnique({ where: { id: lead.id } })).not.toBeNull();
    for (const row of await rowsById(ids)) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
      expect(row.lastError).toContain('500');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 55_000);
    }

    // Not due yet: nothing is sent again right away.
    expect((await processOutboxBatch(db, { ids, transport: resend(), from: FROM })).claimed).toBe(0);

    // Once due, the provider has recovered: sent, with the same key as the failed try.
    const firstKeys = received.map((r) => r.headers['idempotency-key']).sort();
    received = [];
    respond = (res, n) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `re_${n}` }));
    };
    const later = () => new Date(Date.now() + 61_000);
    expect(await processOutboxBatch(db, { ids, transport: resend(), from: FROM, now: later })).toMatchObject({ sent: 2 });
    expect(received.map((r) => r.headers['idempotency-key']).sort()).toEqual(firstKeys);
    for (const row of await rowsById(ids)) expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up (FAILED) after the attempt limit, and at once when the provider refuses the message', async () => {
    const { ids } = await contactRows('en');
    respond = (res) => {
      res.writeHead(503);
      res.end('unavailable');
    };
    let clock = Date.now();
    const now = () => new Date(clock);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await processOutboxBatch(db, { ids, transport: resend(), from: FROM, maxAttempts: 3, now });
      clock += 3 * 60 * 60_000;
    }
    for (const row of await rowsById(ids)) expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });

    const refused = await contactRows('en');
    respond = (res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end('{"name":"validation_error","message":"Invalid `to` field."}');
    };
    await processOutboxBatch(db, { ids: refused.ids, transport: resend(), from: FROM });
    for (const row of await rowsById(refused.ids)) {
      expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(row.lastError).toContain('validation_error');
    }
  });

  it('on a timeout records it and schedules a retry', async () => {
    const { ids } = await contactRows('es');
    respond = () => {
      // Never answers.
    };
    const result = await processOutboxBatch(db, { ids, transport: resend(300), from: FROM });
    expect(result).toMatchObject({ claimed: 2, retrying: 2 });
    for (const row of await rowsById(ids)) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row.lastError).toContain('did not answer within 300 ms');
    }
    server.closeAllConnections();
  });

  it('never lets two workers send the same row', async () => {
    const batches = await Promise.all([contactRows('en'), contactRows('es'), contactRows('en')]);
    const ids = batches.flatMap((b) => b.ids);
    respond = (res, n) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `re_${n}` }));
      }, 50);
    };
    const results = await Promise.all([1, 2, 3].map(() => processOutboxBatch(db, { ids, transport: resend(), from: FROM, batchSize: 4 })));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(ids.length);
    const keys = received.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([...ids].sort());
  });
});

describe('without a Resend key', () => {
  it('writes each e-mail as .eml and .html into the mail folder and marks it sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lss-mail-'));
    const { ids, input } = await contactRows('es', { name: 'José Núñez' });
    const announced: string[] = [];
    await processOutboxBatch(db, { ids, transport: localTransport({ dir, announce: (line) => announced.push(line) }), from: FROM });
    const files = (await readdir(dir)).sort();
    // One line each on the server's log, naming the subject and the file to open (not the address).
    expect(announced).toHaveLength(2);
    for (const line of announced) expect(line).toMatch(/^\[mail\] ".+": .+\.html$/);
    expect(announced.some((line) => line.startsWith('[mail] "Recibimos su mensaje'))).toBe(true);
    expect(announced.join('\n')).not.toContain(input.email);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.html'))).toHaveLength(2);
    const confirmationEml = await readFile(path.join(dir, files.find((f) => f.includes(ids[0]!) && f.endsWith('.eml'))!), 'utf8');
    expect(confirmationEml).toContain(`To: ${input.email}`);
    expect(confirmationEml).toContain(`From: ${FROM}`);
    expect(confirmationEml).toMatch(/^Subject: Recibimos su mensaje/m);
    const notificationEml = await readFile(path.join(dir, files.find((f) => f.includes(ids[1]!) && f.endsWith('.eml'))!), 'utf8');
    // A non-ASCII subject is encoded (RFC 2047) and decodes to the text.
    const encoded = /^Subject: =\?UTF-8\?B\?([^?]+)\?=$/m.exec(notificationEml)?.[1];
    expect(Buffer.from(encoded ?? '', 'base64').toString('utf8')).toBe('New contact message from José Núñez');
    expect(notificationEml).toContain(`Reply-To: ${input.email}`);
    expect(confirmationEml).toContain('Content-Type: multipart/alternative');
    const html = await readFile(path.join(dir, files.find((f) => f.includes(ids[0]!) && f.endsWith('.html'))!), 'utf8');
    expect(html).toContain('en menos de 24 horas');
    for (const row of await rowsById(ids)) {
      expect(row.status).toBe('SENT');
      expect(row.providerMessageId).toMatch(/^local:/);
    }
  });
});
