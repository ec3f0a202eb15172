// A withdrawn quote cannot be accepted at its old prices (issue 42, finding 5): staff mark it
// expired in /admin, or revoke the membership whose prices it carries, and the customer's
// acceptance, from the account or by the e-mailed link, makes no order; it answers with the same
// lines priced again at today's prices, a new quote to look at and accept.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultUnits } from '@/content/units';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { issueQuoteLink } from '@/server/services/quote-links';
import { translate } from '@/server/i18n/translate';
import { formatCents } from '@/lib/format';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { validMembership } from './lead-support';

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);
const created: string[] = [];
afterAll(async () => {
  await db.product.deleteMany({ where: { id: { in: created } } });
});

/** A grass product of our own at $1.00 a sq ft ($450.00 a pallet). */
async function grass() {
  const category = await db.category.findUniqueOrThrow({ where: { key: 'grass' } });
  const slug = `withdrawn-${randomUUID()}`;
  const product = await db.product.create({
    data: { slug, categoryId: category.id, unitType: 'GRASS', nameEn: `Withdrawn ${slug.slice(10, 18)}`, nameEs: `Retirada ${slug.slice(10, 18)}`, priceBook: { create: { listPriceCents: 100 } }, units: { create: defaultUnits('grass', slug) } },
    select: { id: true },
  });
  created.push(product.id);
  return product.id;
}

type Customer = Awaited<ReturnType<typeof createUser>>;
const pickup = (productId: string) => ({ lines: [{ productId, quantity: 2, unit: 'PALLET' as const }], fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, requestedDate: DATE, language: 'en' as const });
const acceptInput = (quote: { id: string; totalCents: number }) => ({ quoteId: quote.id, requestedDate: DATE, street: '', city: '', zip: '', siteNotes: '', phone: '(936) 555-0142', expectedTotalCents: quote.totalCents });

async function staffMarksExpired(quoteId: string) {
  const staff = callerAs(await createUser('STAFF'));
  const { version } = await db.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { version: true } });
  await staff.admin.quotes.setStatus({ id: quoteId, version, status: 'EXPIRED' });
}

async function decide(id: string, decision: 'APPROVED' | 'REVOKED') {
  const { version } = await db.membershipApplication.findUniqueOrThrow({ where: { id }, select: { version: true } });
  await callerAs(await createUser('STAFF')).admin.applications.decide({ id, version, decision, tierId: decision === 'APPROVED' ? 'member-tier-10' : null, note: `${decision} in a test` });
}

async function member(customer: Customer) {
  await callerAs(null).lead.membership(validMembership({ email: customer.email, companyName: 'Brazos Builders' }));
  const app = await db.membershipApplication.findFirstOrThrow({ where: { email: customer.email }, select: { id: true } });
  await decide(app.id, 'APPROVED');
  return app.id;
}

describe('accepting a quote staff withdrew', () => {
  it('from the account: no order, the lines priced again today, and the new quote can be accepted', async () => {
    const customer = await createUser();
    const quote = await callerAs(customer).quote.save({ ...pickup(await grass()), installation: true });
    // Today's prices rose since: the re-priced quote shows them.
    await db.priceBookEntry.updateMany({ where: { productId: created.at(-1)! }, data: { listPriceCents: 120 } });
    await staffMarksExpired(quote.id);

    const result = await callerAs(customer).order.accept(acceptInput(quote));
    expect(result).toMatchObject({ outcome: 'repriced', reason: 'withdrawn' });
    if (result.outcome !== 'repriced') throw new Error('not re-priced');
    // $540.00 a pallet now, against $450.00 when the withdrawn quote was saved.
    expect(result.totalCents / quote.totalCents).toBeCloseTo(1.2, 2);
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(await db.quote.findUniqueOrThrow({ where: { id: quote.id }, select: { status: true } })).toEqual({ status: 'EXPIRED' });
    // What the form shows, in both languages.
    expect(translate('en', 'orders:accept.repriced.withdrawn', { total: formatCents(result.totalCents, 'en') })).toContain(formatCents(result.totalCents, 'en'));
    expect(translate('es', 'orders:accept.repriced.withdrawn', { total: formatCents(result.totalCents, 'es') })).toMatch(/retiramos/);

    const fresh = await callerAs(customer).quote.getMine({ id: result.quoteId });
    // The request for installation goes with the lines to the re-priced quote.
    expect(fresh.installation).toBe(true);
    expect(await callerAs(customer).order.accept(acceptInput(fresh))).toMatchObject({ outcome: 'accepted' });
  });

  it('by its e-mailed link: no order, and a link to the quote at today’s prices', async () => {
    const customer = await createUser();
    const quote = await callerAs(customer).quote.save(pickup(await grass()));
    const token = await issueQuoteLink(db, quote.id);
    await staffMarksExpired(quote.id);

    const result = await callerAs(null).order.acceptByLink({ ...acceptInput(quote), token });
    expect(result).toMatchObject({ outcome: 'repriced', reason: 'withdrawn' });
    if (result.outcome !== 'repriced') throw new Error('not re-priced');
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
    const fresh = await callerAs(null).order.byLink({ quoteId: result.quoteId, token: result.token! });
    expect(fresh.quote.id).toBe(result.quoteId);
  });
});

describe('accepting a quote at member prices after the membership was revoked', () => {
  it('is re-priced at regular prices, by account and by link; while a member, it is accepted', async () => {
    const productId = await grass();
    const customer = await createUser();
    const application = await member(customer);
    const quote = await callerAs(customer).quote.save(pickup(productId));
    const regular = await callerAs(await createUser()).quote.save(pickup(productId));
    // 10% off.
    expect(quote.totalCents / regular.totalCents).toBeCloseTo(0.9, 2);
    const token = await issueQuoteLink(db, quote.id);
    await decide(application, 'REVOKED');

    const byAccount = await callerAs(customer).order.accept(acceptInput(quote));
    expect(byAccount).toMatchObject({ outcome: 'repriced', reason: 'withdrawn', totalCents: regular.totalCents });
    const byLink = await callerAs(null).order.acceptByLink({ ...acceptInput(quote), token });
    expect(byLink).toMatchObject({ outcome: 'repriced', reason: 'withdrawn', totalCents: regular.totalCents });
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);

    // Approved again: the member's quote is open again.
    await decide(application, 'APPROVED');
    expect(await callerAs(customer).order.accept(acceptInput(quote))).toMatchObject({ outcome: 'accepted' });
  });
});
