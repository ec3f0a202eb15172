// The account e-mails: both languages, HTML and text, carrying the link.
import { describe, expect, it } from 'vitest';
import { render as confirmation } from '@emails/account-confirmation';
import { render as reset } from '@emails/password-reset';

const url = 'https://example.test/es/auth?confirm=' + 'a'.repeat(64);

describe('account e-mails', () => {
  it('confirmation: subject, greeting and link in the chosen language', async () => {
    const en = await confirmation('en', { name: 'Ana <b>', url });
    const es = await confirmation('es', { name: 'Ana <b>', url });
    expect(en.subject).toMatch(/^Confirm your .+ account$/);
    expect(es.subject).toMatch(/^Confirme su cuenta de /);
    for (const mail of [en, es]) {
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).toContain(url);
      // The name is text, never markup.
      expect(mail.html).not.toContain('Ana <b>');
    }
    expect(en.text).toContain('Hello Ana <b>,');
    expect(es.text).toContain('24 horas');
  });

  it('reset: its own subject and a greeting without a name', async () => {
    const mail = await reset('en', { name: null, url });
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('1 hour');
    expect(mail.html).toContain(`href="${url}"`);
  });
});

describe('plain-text part', () => {
  it('is what React Email’s own conversion gives (ours is prepared once, not per e-mail)', async () => {
    const { toPlainText } = await import('@react-email/render');
    const { htmlToPlainText } = await import('@emails/email-layout');
    const { render: notification } = await import('@emails/lead-notification');
    const mails = [
      await confirmation('es', { name: 'Ana <b>', url }),
      await notification('en', {
        leadId: '0b6f3a8e-0000-4000-8000-000000000001',
        name: 'Ana Pérez',
        email: 'ana@example.test',
        phone: '(281) 555-0100',
        subject: 'delivery',
        message: 'Two pallets of St. Augustine,\nplease.',
        sourcePage: 'contact',
        language: 'es',
        createdAt: '2026-11-28T15:04:05.000Z',
      }),
    ];
    for (const mail of mails) {
      expect(mail.text.length).toBeGreaterThan(50);
      expect(htmlToPlainText(mail.html)).toBe(toPlainText(mail.html));
      expect(mail.text).toBe(toPlainText(mail.html));
    }
    // The received time in the business's zone (Central): 9:04 AM on the 28th.
    expect(mails[1]!.text).toContain('Nov 28, 2026, 9:04');
  });
});
