// E-mail delivery helpers: the retry schedule and the .eml files of the local mail folder.
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '@/server/email/backoff';
import { toEml } from '@/server/email/mime';

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
});
