// The member-pricing application: an application and a lead, with both e-mails queued.
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { postMutation, uniqueEmail, validMembership } from './lead-support';

describe('lead.membership', () => {
  for (const [lang, subject, message] of [
    ['en', 'Member Pricing Interest', "I'm interested in learning more about member pricing."],
    ['es', 'Interés en precios de miembro', 'Me interesa recibir más información sobre los precios para miembros.'],
  ] as const) {
    it(`stores a pending application and a membership lead in ${lang}, and queues both e-mails`, async () => {
      const email = uniqueEmail('company');
      const answer = await callerAs(null, { lang }).lead.membership(
        validMembership({ companyName: '  Gulf Coast Builders ', phone: ' (832) 555-0111 ', email: ` ${email}` }),
      );
      expect(answer).toEqual({ received: true });

      const applications = await db.membershipApplication.findMany({ where: { email }, include: { lead: true, outbox: { orderBy: { template: 'asc' } } } });
      expect(applications).toHaveLength(1);
      const application = applications[0]!;
      expect(application).toMatchObject({ companyName: 'Gulf Coast Builders', phone: '(832) 555-0111', email, language: lang, status: 'PENDING' });
      expect(application.lead).toMatchObject({
        name: 'Gulf Coast Builders',
        phone: '(832) 555-0111',
        email,
        sourcePage: 'membership_disclaimer',
        preferredLanguage: lang,
        status: 'NEW',
        subject,
      });
      expect(application.lead!.message).toBe(message);
      expect(application.outbox.map((row) => [row.template, row.to, row.language, row.leadId])).toEqual([
        ['membership-confirmation', email, lang, application.leadId],
        ['membership-notification', env.BUSINESS_INBOX, 'en', application.leadId], // the staff's language
      ]);
      expect(await db.lead.count({ where: { email } })).toBe(1);
    });
  }

  it('stores one application when the same submission arrives twice, even at once', async () => {
    const input = validMembership();
    await Promise.all([callerAs(null).lead.membership(input), callerAs(null).lead.membership(input)]);
    await callerAs(null).lead.membership(input);
    expect(await db.membershipApplication.count({ where: { email: input.email } })).toBe(1);
    expect(await db.lead.count({ where: { email: input.email } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { application: { email: input.email } } })).toBe(2);
  });

  it('keeps a bot’s application (the hidden field filled) as a spam lead only: no application, no e-mail', async () => {
    const input = validMembership({ website: 'x' });
    expect(await callerAs(null).lead.membership(input)).toEqual({ received: true });
    const leads = await db.lead.findMany({ where: { email: input.email }, include: { outbox: true, application: true } });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: 'SPAM', sourcePage: 'membership_disclaimer', application: null, outbox: [] });
  });

  it('an application sent within a second or two (autofill) is a real one, with its e-mails, held for staff to review', async () => {
    const input = validMembership({ fillMs: 1200 });
    expect(await callerAs(null).lead.membership(input)).toEqual({ received: true });
    const application = await db.membershipApplication.findFirstOrThrow({
      where: { email: input.email },
      include: { notes: true, outbox: true, lead: { include: { notes: true } } },
    });
    expect(application).toMatchObject({ status: 'PENDING', lead: { status: 'NEW' } });
    expect(application.outbox.map((row) => row.template).sort()).toEqual(['membership-confirmation', 'membership-notification']);
    const flag = expect.stringMatching(/^Automatic check: held for review\. The form was sent 1\.2 s after it appeared.*at least 2 s/);
    expect(application.notes.map((note) => note.body)).toEqual([flag]);
    expect(application.lead!.notes.map((note) => note.body)).toEqual([flag]);
  });

  it('answers 429 in the visitor’s language after 3 applications from one e-mail address', async () => {
    const email = uniqueEmail('company');
    for (let i = 0; i < 3; i += 1) expect((await postMutation('lead.membership', validMembership({ email }))).status).toBe(200);
    const answer = await postMutation('lead.membership', validMembership({ email }), { lang: 'es' });
    expect(answer.status).toBe(429);
    expect(answer.message).toMatch(/\d+ minutos/);
    expect(await db.membershipApplication.count({ where: { email } })).toBe(3);
  });
});
