// Staff reply to a customer in the customer's language, whatever the back office's language.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

async function staff() {
  const user = await createUser('STAFF');
  await db.user.update({ where: { id: user.id }, data: { twoFactorEnabledAt: new Date() } });
  return callerAs(user);
}

describe('reply subjects', () => {
  it('are in the lead’s language, with the subject’s label in that language', async () => {
    const es = await db.lead.create({ data: { name: 'Ana', email: `ana-${randomUUID()}@example.test`, subject: 'quote', message: 'Hola', preferredLanguage: 'es', sourcePage: 'contact' } });
    const en = await db.lead.create({ data: { name: 'Bob', email: `bob-${randomUUID()}@example.test`, subject: 'quote', message: 'Hi', preferredLanguage: 'en', sourcePage: 'contact' } });
    const none = await db.lead.create({ data: { name: 'Eva', email: `eva-${randomUUID()}@example.test`, message: 'Hola', preferredLanguage: 'es', sourcePage: 'contact' } });
    const office = await staff();
    expect((await office.admin.leads.get({ id: es.id })).replySubject).toBe('Re: Solicitar cotización');
    expect((await office.admin.leads.get({ id: en.id })).replySubject).toBe('Re: Request a Quote');
    expect((await office.admin.leads.get({ id: none.id })).replySubject).toBe('Re: su mensaje');
  });

  it('of a member application are in the applicant’s language', async () => {
    const app = await db.membershipApplication.create({ data: { companyName: 'Pinos SA', phone: '2815550100', email: `pinos-${randomUUID()}@example.test`, language: 'es' } });
    expect((await (await staff()).admin.applications.get({ id: app.id })).replySubject).toBe('Su solicitud de precios para miembros');
  });
});
