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
