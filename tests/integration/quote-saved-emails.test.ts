// Issue 25: saving a quote writes, in the same transaction, the customer's copy (in the quote's
// language, with its figures and a link to its page) and the staff's notice (name, phone, ZIP,
// link to /admin) to the outbox; an e-mail that cannot be sent never loses the quote.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { pathFor } from '@/routing/routes';
import { processOutboxBatch } from '@/server/email/worker';
import type { EmailTransport } from '@/server/email/transport';
import { quoteRules } from '@/server/services/quote-rules';
import { loader as accountQuotePage } from '@/server/pages/loaders/account-quote';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { emailFor } from './support/mailbox';
import { failure as errorOf } from './support/failure';

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);

/** An active seeded product sold by the yard, with a price (the figures are read back, not assumed). */
async function bulkProduct() {
  return db.product.findFirstOrThrow({
    where: { isActive: true, unitType: 'BULK', units: { some: { unit: 'CUBIC_YARD' } }, priceBook: { listPriceCents: { gt: 0 } } },
    select: { id: true, nameEn: true, nameEs: true },
    orderBy: { slug: 'asc' },
  });
}

async function saveFor(customer: { id: string; email: string; role: 'CUSTOMER' }, language: 'en' | 'es') {
  const product = await bulkProduct();
  const saved = await callerAs(customer, { lang: language }).quote.save({
    lines: [{ productId: product.id, quantity: 12, unit: 'CUBIC_YARD' }],
    fulfilment: 'DELIVERY',
    zip: '77354',
    typedMiles: 12,
    requestedDate: DATE,
    language,
  });
  return { saved, product };
}

function rowsFor(quoteId: string) {
  return db.emailOutbox.findMany({ where: { payload: { path: ['quoteId'], equals: quoteId } }, orderBy: { template: 'asc' } });
}

describe('after a quote is saved', () => {
  for (const language of ['en', 'es'] as const) {
    it(`${language}: the outbox holds the customer's copy in the quote's language and the staff's notice, with the saved figures`, async () => {
      const customer = await createUser();
      await db.user.update({ where: { id: customer.id }, data: { name: 'Rosa Peña' } });
      await db.membershipApplication.create({ data: { companyName: 'Peña Landscaping', phone: '(936) 555-0142', email: customer.email, language, userId: customer.id } });
      const { saved, product } = await saveFor(customer as never, language);
      const quote = await db.quote.findUniqueOrThrow({ where: { id: saved.id } });

      const rows = await rowsFor(saved.id);
      expect(rows.map((r) => [r.template, r.to, r.language, r.status])).toEqual([
        ['quote-notification', env.BUSINESS_INBOX, env.OFFICE_LANGUAGE, 'PENDING'],
        ['quote-saved', customer.email, language, 'PENDING'],
      ]);
      const [notice, copy] = rows;
      expect(copy!.payload).toMatchObject({
        quoteId: saved.id,
        name: 'Rosa Peña',
        lines: [{ productName: language === 'es' ? product.nameEs : product.nameEn, quantity: 12, unit: 'CUBIC_YARD' }],
        subtotalCents: quote.subtotalCents,
        deliveryFeeCents: quote.deliveryFeeCents,
        taxCents: quote.taxCents,
        totalCents: quote.totalCents,
        validUntil: quote.validUntil!.toISOString(),
      });
      expect(quote.deliveryFeeCents).toBeGreaterThan(0);
      expect(quote.taxCents).toBeGreaterThan(0);
      expect(notice!.payload).toMatchObject({ quoteId: saved.id, name: 'Rosa Peña', email: customer.email, phone: '(936) 555-0142', zip: '77354', totalCents: quote.totalCents, language });

      // What is sent: the figures in the quote's language and the link to the quote's own page.
      const mail = (await emailFor(copy!.id))!;
      const number = quoteNumber(saved.id);
      expect(mail.subject.startsWith(language === 'es' ? `Su cotización #${number} de ` : `Your quote #${number} from `)).toBe(true);
      for (const cents of [quote.subtotalCents, quote.deliveryFeeCents, quote.taxCents, quote.totalCents]) expect(mail.text).toContain(formatCents(cents, language));
      expect(mail.text).toContain(language === 'es' ? 'Ver su cotización' : 'View your quote');
      expect(mail.text).toContain(language === 'es' ? 'Impuesto sobre las ventas (8.25%)' : 'Sales tax (8.25%)');
      expect(mail.text).toContain(`${pathFor(language, 'accountQuote', { quote: saved.id })}`);
      expect(mail.html).toContain(`lang="${language}"`);

      const staff = (await emailFor(notice!.id))!;
      expect(staff.text).toContain('Rosa Peña');
      expect(staff.text).toContain('(936) 555-0142');
      expect(staff.text).toContain('77354');
      expect(staff.text).toContain(`/admin/quotes/${saved.id}`);
      expect(staff.replyTo).toBe(customer.email);
    });
  }

  it('says so when no phone is on file, and a refused save writes no e-mail', async () => {
    const customer = await createUser();
    const { saved } = await saveFor(customer as never, 'en');
    const notice = (await rowsFor(saved.id)).find((r) => r.template === 'quote-notification')!;
    expect(notice.payload).toMatchObject({ phone: null });
    expect((await emailFor(notice.id))!.text).toContain('Not on file yet');

    const before = await db.emailOutbox.count({ where: { to: customer.email } });
    const refused = await errorOf(
      callerAs(customer).quote.save({ lines: [{ productId: randomUUID(), quantity: 1, unit: 'CUBIC_YARD' }], fulfilment: 'PICKUP', zip: null, typedMiles: null, requestedDate: DATE, language: 'en' }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(await db.emailOutbox.count({ where: { to: customer.email } })).toBe(before);
  });

  it('a phone given with the save is kept on the quote and shown to staff, over one on file; a malformed one saves nothing', async () => {
    const customer = await createUser();
    await db.membershipApplication.create({ data: { companyName: 'On file', phone: '(936) 555-0142', email: customer.email, language: 'en', userId: customer.id } });
    const product = await bulkProduct();
    const input = { lines: [{ productId: product.id, quantity: 12, unit: 'CUBIC_YARD' as const }], fulfilment: 'DELIVERY' as const, zip: '77354', typedMiles: 12, requestedDate: DATE, language: 'en' as const };
    const saved = await callerAs(customer as never).quote.save({ ...input, phone: ' (832) 555-0199 ' });
    expect((await db.quote.findUniqueOrThrow({ where: { id: saved.id } })).contactPhone).toBe('(832) 555-0199');
    const notice = (await rowsFor(saved.id)).find((r) => r.template === 'quote-notification')!;
    expect(notice.payload).toMatchObject({ phone: '(832) 555-0199' });
    expect((await emailFor(notice.id))!.text).toContain('(832) 555-0199');

    const quotesBefore = await db.quote.count({ where: { userId: customer.id } });
    const refused = await errorOf(callerAs(customer as never, { lang: 'es' }).quote.save({ ...input, phone: '555-12' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(quotesBefore);
  });

  it('an e-mail that cannot be sent leaves the quote saved and the message waiting to be retried', async () => {
    const customer = await createUser();
    const { saved } = await saveFor(customer as never, 'es');
    const rows = await rowsFor(saved.id);
    const broken: EmailTransport = {
      name: 'broken',
      async send() {
        throw new Error('provider down');
      },
    };
    const result = await processOutboxBatch(db, { transport: broken, ids: rows.map((r) => r.id) });
    expect(result.sent).toBe(0);
    expect(result.retrying + result.failed).toBe(2);
    const after = await rowsFor(saved.id);
    expect(after.every((r) => r.status !== 'SENT' && r.attempts === 1)).toBe(true);
    await expect(callerAs(customer).quote.getMine({ id: saved.id })).resolves.toMatchObject({ id: saved.id, totalCents: saved.totalCents });
    expect((await callerAs(customer).quote.listMine()).map((q) => q.id)).toContain(saved.id);
  });
});

describe('a saved quote’s own page', () => {
  it('is a page for a quote that exists (its content is read for its owner only) and a 404 for any other address', async () => {
    const owner = await createUser();
    const other = await createUser();
    const { saved } = await saveFor(owner as never, 'en');
    const load = (quote: string) => accountQuotePage.load({ lang: 'en', params: { quote }, frame: null as never });
    expect(await load(saved.id)).toEqual({});
    expect(await load(randomUUID())).toEqual({ notFound: true });
    expect(await load('not-a-quote')).toEqual({ notFound: true });

    await expect(callerAs(owner).quote.getMine({ id: saved.id })).resolves.toMatchObject({ id: saved.id });
    expect((await errorOf(callerAs(other).quote.getMine({ id: saved.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(callerAs(null).quote.getMine({ id: saved.id }))).code).toBe('UNAUTHORIZED');
  });
});
