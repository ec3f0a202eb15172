// E-mail delivery helpers: the retry schedule, the .eml files of the local mail folder, and files
// attached (a receipt's PDF) as the mail folder and Resend's API take them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '@/server/email/backoff';
import { toEml } from '@/server/email/mime';
import { resendTransport } from '@/server/email/resend-transport';

describe('retry schedule', () => {
  it('doubles from one minute and never waits more than two hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 5; attempt += 1) {
      expect(retryDelayMs(attempt)).toBeLessThanOrEqual(2 * 60 * 60_000);
      expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempt));
    }
  });
});

describe('.eml files', () => {
  const email = {
    id: '0b6f3a8e-0000-4000-8000-000000000001',
    from: 'Shop <shop@example.test>',
    to: 'visitor@example.test',
    replyTo: 'visitor@example.test\r\nBcc: victim@example.test',
    subject: 'New contact message from Eve\r\nBcc: victim@example.test',
    html: '<p>Hola</p>',
    text: 'Hola José',
  };

  it('never lets a line break in visitor text start a new header', () => {
    const eml = toEml(email, new Date('2026-01-02T03:04:05Z'));
    const headerBlock = eml.split('\r\n\r\n')[0]!;
    expect(headerBlock.split('\r\n').filter((line) => line.startsWith('Bcc:'))).toEqual([]);
    expect(headerBlock).toContain('Subject: New contact message from Eve Bcc: victim@example.test');
  });

  it('holds both the text and the HTML part, UTF-8 encoded', () => {
    const eml = toEml(email, new Date('2026-01-02T03:04:05Z'));
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain(Buffer.from('Hola José', 'utf8').toString('base64'));
    expect(eml).toContain(Buffer.from('<p>Hola</p>', 'utf8').toString('base64'));
    expect(eml).toContain('Date: Fri, 02 Jan 2026 03:04:05 GMT');
  });

  it('puts attached files after the text and HTML, in multipart/mixed, named in UTF-8 when they need it', () => {
    const pdf = Buffer.from('%PDF-1.3 recibo');
    const eml = toEml({ ...email, attachments: [{ filename: 'recibo-2026-0001.pdf', contentType: 'application/pdf', content: pdf }, { filename: 'año.pdf', contentType: 'application/pdf', content: pdf }] }, new Date());
    const [headers, body] = [eml.split('\r\n\r\n')[0]!, eml.slice(eml.indexOf('\r\n\r\n'))];
    expect(headers).toContain(`Content-Type: multipart/mixed; boundary="mixed-${email.id}"`);
    expect(body.indexOf('Content-Type: multipart/alternative')).toBeLessThan(body.indexOf('Content-Disposition: attachment; filename="recibo-2026-0001.pdf"'));
    expect(body).toContain("Content-Disposition: attachment; filename*=UTF-8''a%C3%B1o.pdf");
    expect(body).toContain(pdf.toString('base64'));
    expect(body.trimEnd().endsWith(`--mixed-${email.id}--`)).toBe(true);
  });
});

describe('Resend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('receives attached files base64-encoded, and no attachments field without them', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Response('{"id":"re_1"}', { status: 200 });
    });
    const resend = resendTransport({ apiKey: 're_test', baseUrl: 'http://resend.invalid' });
    const message = { id: 'x', from: 'a@example.test', to: 'b@example.test', subject: 'Recibo', html: '<p>Hola</p>', text: 'Hola' };
    await resend.send({ ...message, attachments: [{ filename: 'recibo-2026-0001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') }] });
    await resend.send(message);
    expect(bodies[0]!.attachments).toEqual([{ filename: 'recibo-2026-0001.pdf', content: Buffer.from('%PDF').toString('base64'), content_type: 'application/pdf' }]);
    expect(bodies[1]).not.toHaveProperty('attachments');
  });
});
