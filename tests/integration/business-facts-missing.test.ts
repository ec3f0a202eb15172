// A business fact the owner has not set (issue 42, finding 8): customers' e-mails leave it out
// (no "call us at ."), as do the site's own messages that ask to call, and the back office's
// dashboard names each one still missing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettingsRow } from '@/server/services/business-settings';
import { quoteRules } from '@/server/services/quote-rules';
import { addDays, earliestDeliveryDate, hoursOn } from '@/domain/delivery-date';
import { translate } from '@/server/i18n/translate';
import { AppError } from '@/server/errors';
import { failure } from './support/failure';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { emailFor } from './support/mailbox';
import { validMembership } from './lead-support';

let saved: { phone: string | null; email: string | null; street: string | null };
beforeAll(async () => {
  const row = await readSettingsRow(db);
  saved = { phone: row.phone, email: row.email, street: row.street };
});
afterAll(async () => {
  await db.businessSettings.update({ where: { id: 1 }, data: saved });
});

describe('business facts not set', () => {
  it('the dashboard names each missing fact, and stops once it is set', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    await db.businessSettings.update({ where: { id: 1 }, data: { phone: null, email: null, street: null } });
    expect((await admin.admin.dashboard()).missingFacts).toEqual(expect.arrayContaining(['phone', 'email', 'street']));
    await db.businessSettings.update({ where: { id: 1 }, data: { phone: '(936) 555-0177', email: 'office@garzasod.com', street: '101 Yard Rd' } });
    expect((await admin.admin.dashboard()).missingFacts).not.toContain('phone');
    expect((await admin.admin.dashboard()).missingFacts).not.toContain('email');
    expect((await admin.admin.dashboard()).missingFacts).not.toContain('street');
  });

  it.each(['en', 'es'] as const)('a customer’s e-mail (%s) leaves out the phone that is not set', async (lang) => {
    await db.businessSettings.update({ where: { id: 1 }, data: { phone: null } });
    const email = `facts-${randomUUID()}@example.test`;
    await callerAs(null, { lang }).lead.membership(validMembership({ email, companyName: 'Brazos Builders' }));
    const application = await db.membershipApplication.findFirstOrThrow({ where: { email }, select: { id: true, version: true } });
    await callerAs(await createUser('STAFF')).admin.applications.decide({ id: application.id, version: application.version, decision: 'APPROVED', tierId: 'member-tier-10', note: 'ok' });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'membership-decision' } });
    const sent = (await emailFor(row.id))!;
    expect(sent.text).not.toMatch(/\b(at|al)\s*[.:]/);
    expect(sent.text).toContain(lang === 'en' ? 'Questions? Reply to this e-mail.' : '¿Preguntas? Conteste este correo.');
  });
});

describe('the site’s messages that ask the customer to call', () => {
  const rules = quoteRules();
  let date = addDays(earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule), 7);
  while (!hoursOn(date, rules.schedule)) date = addDays(date, 1);

  /** Cancelling an order already cancelled: "can no longer be cancelled online, please call". */
  async function cancelTwice(lang: 'en' | 'es') {
    const customer = await createUser();
    const product = await db.product.findFirstOrThrow({ where: { isActive: true, category: { key: 'grass' }, units: { some: { unit: 'PALLET' } } }, select: { id: true }, orderBy: { sortOrder: 'asc' } });
    const quote = await callerAs(customer).quote.save({ lines: [{ productId: product.id, quantity: 2, unit: 'PALLET' }], fulfilment: 'PICKUP', zip: null, typedMiles: null, requestedDate: date, language: lang });
    await callerAs(customer).order.accept({ quoteId: quote.id, requestedDate: date, street: '', city: '', zip: '', siteNotes: '', phone: '(936) 555-0142', expectedTotalCents: quote.totalCents });
    await callerAs(customer).order.cancel({ quoteId: quote.id, reason: '' });
    const error = await failure(callerAs(customer, { lang }).order.cancel({ quoteId: quote.id, reason: '' }));
    const cause = error.cause as AppError;
    return translate(lang, cause.messageKey, cause.values);
  }

  it.each(['en', 'es'] as const)('leave out the phone that is not set, and show it once set (%s)', async (lang) => {
    await db.businessSettings.update({ where: { id: 1 }, data: { phone: null } });
    const without = await cancelTwice(lang);
    expect(without).not.toMatch(/\b(at|al)\s*[.:]/);
    expect(without).toMatch(lang === 'en' ? /contact us/ : /Comuníquese/);
    await db.businessSettings.update({ where: { id: 1 }, data: { phone: '(936) 555-0177' } });
    expect(await cancelTwice(lang)).toContain('(936) 555-0177');
  });
});
