// The shared form schemas: what the browser and the API accept, and what they turn it into.
import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactInputSchema, contactSubjects, membershipFormSchema, subjectLabelKey } from '@/domain/lead-schemas';
import { translate } from '@/server/i18n/translate';
import { minimumFillMs, spamVerdict } from '@/domain/lead-spam';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('contact form schema', () => {
  it('trims every field and turns empty optional fields into null', () => {
    const parsed = contactFormSchema.parse({ name: '  Ana ', email: ' ana@example.com ', phone: '   ', subject: '', message: '  Hola  ' });
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', phone: null, subject: null, message: 'Hola' });
    expect(contactFormSchema.parse({ name: 'A', email: 'a@b.co', message: 'm' })).toMatchObject({ phone: null, subject: null });
  });

  it('counts length after trimming', () => {
    expect(contactFormSchema.safeParse({ name: ` ${'n'.repeat(100)} `, email: 'a@b.co', message: 'm' }).success).toBe(true);
  });

  it('reports problems in field order, as translation keys', () => {
    const result = contactFormSchema.safeParse({ name: '', email: 'x', message: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'leads:validation.nameRequired'],
      ['email', 'leads:validation.emailInvalid'],
      ['message', 'leads:validation.messageRequired'],
    ]);
  });

  it('accepts the submission extras only in their expected shape', () => {
    const base = { name: 'A', email: 'a@b.co', message: 'm' };
    expect(contactInputSchema.safeParse({ ...base, idempotencyKey: crypto.randomUUID(), fillMs: 5000, website: '' }).success).toBe(true);
    expect(firstMessage(contactInputSchema.safeParse({ ...base, idempotencyKey: 'abc' }))).toBe('leads:validation.invalidRequest');
    expect(firstMessage(contactInputSchema.safeParse({ ...base, fillMs: 1.5 }))).toBe('leads:validation.invalidRequest');
  });
});

describe('membership form schema', () => {
  it.each([
    ['companyName', '', 'leads:validation.companyNameRequired'],
    ['phone', '123456789', 'leads:validation.membershipPhoneTooShort'],
    ['phone', 'abcdefghijk', 'leads:validation.membershipPhoneTooShort'],
    ['phone', '(936) 555-01', 'leads:validation.membershipPhoneTooShort'],
    ['phone', '12345678901234567890', 'leads:validation.phoneTooLong'],
    ['email', 'nope', 'leads:validation.membershipEmailInvalid'],
  ])('%s = %j → %s', (field, value, key) => {
    const valid = { companyName: 'ACME', phone: '2815550100', email: 'a@b.co' };
    expect(firstMessage(membershipFormSchema.safeParse({ ...valid, [field]: value }))).toBe(key);
  });
});

describe('bot signals', () => {
  it.each([
    [{ website: 'http://spam.example' }, 'bot'],
    [{ website: 'http://spam.example', fillMs: 10_000 }, 'bot'],
    [{ website: '   ' }, 'person'],
    // Fast (autofill makes 1-3 s easy): a person's until staff say otherwise, held for review.
    [{ fillMs: minimumFillMs.contact - 1 }, 'review'],
    [{ fillMs: -50_000 }, 'review'],
    [{ fillMs: minimumFillMs.contact }, 'person'],
    [{}, 'person'],
  ])('%j → %s', (signals, expected) => {
    expect(spamVerdict(signals, minimumFillMs.contact)).toBe(expected);
  });
});

describe('stored subjects', () => {
  it('a contact-form choice reads as its label in either language; free text stays as typed', () => {
    expect(subjectLabelKey('delivery')).toBe('leads:subjects.delivery');
    expect(translate('en', subjectLabelKey('delivery')!)).toBe('Delivery Question');
    for (const code of contactSubjects) {
      for (const lang of ['en', 'es'] as const) expect(translate(lang, subjectLabelKey(code)!)).not.toBe(subjectLabelKey(code));
    }
    expect(subjectLabelKey('Member Pricing Interest')).toBeNull();
    expect(subjectLabelKey(null)).toBeNull();
    expect(subjectLabelKey('')).toBeNull();
  });
});
