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

describe('issue 42 account-security e-mails', () => {
  it('password removed after a sign-in link completed a sign-up: both languages, the link to set one', async () => {
    const { render } = await import('@emails/password-dropped');
    const forgot = 'https://example.test/es/auth?forgot=1';
    const en = await render('en', { name: 'Lupe', url: forgot });
    const es = await render('es', { name: null, url: forgot });
    expect(en.subject).toMatch(/account is confirmed: set a password$/);
    expect(es.subject).toMatch(/está confirmada: ponga una contraseña$/);
    expect(en.text).toContain('removed the password set at sign-up');
    expect(es.text).toContain('eliminamos la contraseña del registro');
    expect(es.text).toContain('Hola:');
    for (const mail of [en, es]) expect(mail.html).toContain(`href="${forgot}"`);
  });

  it('e-mail change asked for: to the current address, the new one partly hidden, the link that stops it', async () => {
    const { render } = await import('@emails/email-change-requested');
    const stop = 'https://example.test/en/auth?cancelEmailChange=' + 'b'.repeat(64);
    const en = await render('en', { name: 'Lupe', url: stop, newEmail: 'm•••@example.test' });
    const es = await render('es', { name: 'Lupe', url: stop, newEmail: 'm•••@example.test' });
    expect(en.subject).toMatch(/^Someone asked to change the sign-in e-mail/);
    expect(es.subject).toMatch(/^Alguien pidió cambiar el correo/);
    for (const mail of [en, es]) {
      expect(mail.text).toContain('m•••@example.test');
      expect(mail.html).toContain(`href="${stop}"`);
    }
    expect(en.text).toContain('Stop this change');
    expect(es.text).toContain('Detener este cambio');
  });
});
