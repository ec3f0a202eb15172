// The contact form's API: what is stored, what is queued, and what protects the inbox.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { postMutation, uniqueEmail, validContact } from './lead-support';

async function storedFor(email: string) {
  const leads = await db.lead.findMany({ where: { email }, include: { outbox: { orderBy: { template: 'asc' } } } });
  return leads;
}

describe('lead.contact', () => {
  it('stores exactly one lead, trimmed, in the visitor’s language, and one outbox row per e-mail', async () => {
    const email = uniqueEmail();
    const answer = await callerAs(null, { lang: 'es' }).lead.contact(
      validContact({ name: '  Ana Pérez  ', email: `  ${email} `, phone: '   ', subject: '', message: ' ¿Entregan arena? ' }),
    );
    expect(answer).toEqual({ received: true });

    const leads = await storedFor(email);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({
      name: 'Ana Pérez',
      email,
      phone: null,
      subject: null,
      message: '¿Entregan arena?',
      preferredLanguage: 'es',
      sourcePage: 'contact',
      status: 'NEW',
    });
    expect(lead.outbox.map((row) => ({ to: row.to, template: row.template, language: row.language, status: row.status }))).toEqual([
      { to: email, template: 'lead-confirmation', language: 'es', status: 'PENDING' },
      // The office's copy is in the staff's language (English by default), the visitor's in Spanish.
      { to: env.BUSINESS_INBOX, template: 'lead-notification', language: 'en', status: 'PENDING' },
    ]);
    // The notification carries every field (and the visitor's language), so it renders even if staff later edit the lead.
    expect(lead.outbox[1]!.payload).toMatchObject({ leadId: lead.id, name: 'Ana Pérez', email, message: '¿Entregan arena?', sourcePage: 'contact', language: 'es' });
    // The e-mail names the moment the lead was stored (to the millisecond), and both are due at once.
    expect((lead.outbox[1]!.payload as { createdAt: string }).createdAt).toBe(lead.createdAt.toISOString());
    expect(Math.abs(lead.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    for (const row of lead.outbox) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('stores the subject choice and keeps HTML or script as plain text', async () => {
    const email = uniqueEmail();
    const message = '<script>alert("x")</script><b>bold</b> & more';
    await callerAs(null).lead.contact(validContact({ email, subject: 'quote', name: '<img src=x onerror=alert(1)>', message }));
    const [lead] = await storedFor(email);
    expect(lead).toMatchObject({ subject: 'quote', name: '<img src=x onerror=alert(1)>', message, preferredLanguage: 'en' });
  });

  it('stores one lead when the same submission arrives twice (retry or double click)', async () => {
    const input = validContact();
    await callerAs(null).lead.contact(input);
    await callerAs(null).lead.contact(input);
    const leads = await storedFor(input.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.outbox).toHaveLength(2);
  });

  it('stores one lead when the same submission arrives twice at the same moment', async () => {
    const input = validContact();
    const answers = await Promise.all([1, 2, 3].map(() => callerAs(null).lead.contact(input)));
    expect(answers).toEqual([{ received: true }, { received: true }, { received: true }]);
    const leads = await storedFor(input.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.outbox).toHaveLength(2);
  });

  it('stores two leads for two submissions with different keys', async () => {
    const email = uniqueEmail();
    await callerAs(null).lead.contact(validContact({ email }));
    await callerAs(null).lead.contact(validContact({ email, message: 'One more thing.' }));
    expect(await storedFor(email)).toHaveLength(2);
  });
});

describe('bots', () => {
  it('a filled honeypot is answered like a person but stored as spam, with no e-mail', async () => {
    const input = validContact({ website: 'https://cheap-pills.example' });
    expect(await callerAs(null).lead.contact(input)).toEqual({ received: true });
    const [lead, ...rest] = await storedFor(input.email);
    expect(rest).toHaveLength(0);
    expect(lead).toMatchObject({ status: 'SPAM', sourcePage: 'contact' });
    expect(lead!.outbox).toHaveLength(0);
  });

  it('a form sent within seconds (autofill) is a person’s: stored, e-mailed as usual, and held for staff to review', async () => {
    const input = validContact({ fillMs: 1400 });
    expect(await callerAs(null).lead.contact(input)).toEqual({ received: true });
    const [lead] = await storedFor(input.email);
    expect(lead).toMatchObject({ status: 'NEW', sourcePage: 'contact' });
    expect(lead!.outbox.map((row) => row.template)).toEqual(['lead-confirmation', 'lead-notification']);
    const notes = await db.leadNote.findMany({ where: { leadId: lead!.id } });
    expect(notes.map((note) => note.body)).toEqual([expect.stringMatching(/^Automatic check: held for review\. The form was sent 1\.4 s after it appeared.*at least 3 s/)]);
  });

  it('a form filled at a person’s pace carries no review note', async () => {
    const input = validContact({ fillMs: 9000 });
    await callerAs(null).lead.contact(input);
    const [lead] = await storedFor(input.email);
    expect(await db.leadNote.count({ where: { leadId: lead!.id } })).toBe(0);
  });
});

describe('rate limits', () => {
  it('answers HTTP 429 with “try again in N minutes” in the visitor’s language after 5 messages from one address', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    for (let i = 0; i < 5; i += 1) {
      expect((await postMutation('lead.contact', validContact(), { ip })).status).toBe(200);
    }
    const blocked = validContact();
    const en = await postMutation('lead.contact', blocked, { ip, lang: 'en' });
    expect(en.status).toBe(429);
    // "1 minute" in a window's last minute, "N minutes" before.
    expect(en.message).toMatch(/^Too many requests\. Please try again in (1 minute|\d+ minutes)\.$/);
    const es = await postMutation('lead.contact', validContact(), { ip, lang: 'es' });
    expect(es.status).toBe(429);
    expect(es.message).toMatch(/\d+ minutos?\./);
    expect(await db.lead.count({ where: { email: blocked.email } })).toBe(0);
  });

  it('limits one e-mail address to 3 messages an hour, whatever the client address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await postMutation('lead.contact', validContact({ email: i === 1 ? email.toUpperCase() : email }))).status).toBe(200);
    }
    expect((await postMutation('lead.contact', validContact({ email }))).status).toBe(429);
    expect(await db.lead.count({ where: { email: { equals: email, mode: 'insensitive' } } })).toBe(3);
  });

  it('does not count a retried submission against the limit', async () => {
    const ip = `retry-${randomUUID()}`;
    const input = validContact();
    for (let i = 0; i < 8; i += 1) {
      expect((await postMutation('lead.contact', input, { ip })).status).toBe(200);
    }
    expect(await db.lead.count({ where: { email: input.email } })).toBe(1);
  });
});
