// Staff quote for a caller (issue 22): built with the calculator's pieces, a line priced by hand
// with its reason (audited), the customer e-mailed the link in their language; accepted through
// the link; attached to an existing confirmed account at once, or claimed by one created later.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { AppError } from '@/server/errors';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { authLinkIn, emailFor } from './support/mailbox';

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);

async function grass() {
  return db.product.findFirstOrThrow({
    where: { isActive: true, category: { key: 'grass' }, priceBook: { listPriceCents: { gt: 0 } }, units: { some: { unit: 'PALLET' } } },
    select: { id: true },
    orderBy: { sortOrder: 'asc' },
  });
}

async function callerQuote(email: string, language: 'en' | 'es' = 'es', handPrice: { unitPriceCents: number | null; priceReason: string } = { unitPriceCents: null, priceReason: '' }) {
  const staffUser = await createUser('STAFF');
  const product = await grass();
  const result = await callerAs(staffUser).admin.callerQuotes.create({
    name: 'Rosa Garza',
    phone: '(936) 555-0199',
    email,
    language,
    lines: [
      { productId: product.id, quantity: 2, unit: 'PALLET', ...handPrice },
      { productId: product.id, quantity: 1, unit: 'HALF_PALLET', unitPriceCents: null, priceReason: '' },
    ],
    fulfilment: 'DELIVERY',
    zip: '77354',
    typedMiles: null,
    requestedDate: DATE,
  });
  return { staffUser, result };
}

const linkIn = (text: string) => {
  const match = /https?:\/\/\S+\/(?:en\/quote-link|es\/enlace-cotizacion)\?quote=([0-9a-f-]+)&token=([0-9a-f]{64})/.exec(text);
  if (!match) throw new Error('no quote link');
  return { quoteId: match[1]!, token: match[2]! };
};

describe('a quote for a caller', () => {
  it('tells staff on the English back office, in English with English names, that a Spanish caller’s line has no such unit', async () => {
    const staffUser = await createUser('STAFF');
    const product = await db.product.findFirstOrThrow({ where: { isActive: true, category: { key: 'grass' }, units: { none: { unit: 'CUBIC_YARD' } } }, select: { id: true, nameEn: true, nameEs: true } });
    expect(product.nameEn).not.toBe(product.nameEs);
    const input = { name: 'Rosa Garza', phone: '(936) 555-0199', email: '', language: 'es' as const, fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, requestedDate: DATE };
    const line = { productId: product.id, quantity: 1, unit: 'CUBIC_YARD' as const, unitPriceCents: null, priceReason: '' };
    for (const [lang, name] of [['en', product.nameEn], ['es', product.nameEs]] as const) {
      const refused = await failure(callerAs(staffUser, { lang }).admin.callerQuotes.create({ ...input, lines: [line] }));
      expect(refused.cause).toMatchObject({ messageKey: 'quote:errors.unitNotSold', values: { name } });
    }
  });


  it('prices a line by hand with its reason (audited), e-mails the link in the caller’s language, is accepted by link, then claimed by a new account', async () => {
    const email = `caller-${randomUUID()}@example.test`;
    const { staffUser, result } = await callerQuote(email, 'es', { unitPriceCents: 30000, priceReason: 'Repeat customer, matched last price' });
    expect(result).toMatchObject({ emailed: true, attachedToAccount: false });
    const quote = await db.quote.findUniqueOrThrow({ where: { id: result.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    expect(quote).toMatchObject({ userId: null, contactName: 'Rosa Garza', contactEmail: email, createdById: staffUser.id, status: 'SENT', language: 'es' });
    expect(quote.lines[0]).toMatchObject({ unitPriceCents: 30000, lineTotalCents: 60000, priceReason: 'Repeat customer, matched last price' });
    expect(quote.lines[1]!.priceReason).toBeNull();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Quote', entityId: quote.id, action: 'quote.caller' } });
    expect(audit.actorId).toBe(staffUser.id);
    expect(JSON.stringify(audit.after)).toContain('Repeat customer, matched last price');
    // The quote's page in the back office shows the reason and the price book's price beside it.
    const detail = await callerAs(staffUser).admin.quotes.get({ id: quote.id });
    const bookPrice = (audit.after as { handPriced: { bookPriceCents: number }[] }).handPriced[0]!.bookPriceCents;
    expect(bookPrice).toBeGreaterThan(0);
    expect(detail.lines.map((l) => [l.priceReason, l.bookPriceCents])).toEqual([
      ['Repeat customer, matched last price', bookPrice],
      [null, null],
    ]);

    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'quote-link' } });
    expect(row.language).toBe('es');
    const sent = (await emailFor(row.id))!;
    expect(sent.subject).toMatch(/^Su cotización #/);
    const link = linkIn(sent.text);
    expect(link.quoteId).toBe(quote.id);

    const visitor = callerAs(null, { lang: 'es' });
    // The link page has the caller's phone to start its accept form with.
    expect((await visitor.order.byLink(link)).quote).toMatchObject({ totalCents: quote.totalCents, contactPhone: '(936) 555-0199' });
    const accepted = await visitor.order.acceptByLink({ ...link, requestedDate: DATE, street: '77 Pine Rd', city: 'Magnolia', zip: '77354', siteNotes: '', phone: '9365550199', expectedTotalCents: quote.totalCents });
    expect(accepted.outcome).toBe('accepted');
    // The order e-mail goes to the caller's address, in Spanish.
    const orderMail = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'order-status' } });
    expect(orderMail.language).toBe('es');

    // A new account with that e-mail claims the quote once the address is confirmed.
    await callerAs(null, { lang: 'es' }).account.signUp({ name: 'Rosa Garza', email, password: 'Rosa-garden-2026', confirmPassword: 'Rosa-garden-2026' });
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, role: true } });
    expect(await callerAs(user).quote.listMine()).toEqual([]);
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation' } });
    const token = authLinkIn((await emailFor(confirmation.id))!).searchParams.get('confirm')!;
    await callerAs(null).account.confirmEmail({ token });
    expect((await callerAs(user).quote.listMine()).map((q) => q.id)).toEqual([quote.id]);
    expect(await callerAs(user).order.forQuote({ quoteId: quote.id })).toMatchObject({ status: 'ACCEPTED' });
  });

  it('goes under an existing confirmed account with that e-mail at once', async () => {
    const customer = await createUser();
    const { result } = await callerQuote(customer.email, 'en');
    expect(result.attachedToAccount).toBe(true);
    expect((await callerAs(customer).quote.listMine()).map((q) => q.id)).toContain(result.id);
    // Another customer still cannot see it.
    const other = await createUser();
    expect((await failure(callerAs(other).quote.getMine({ id: result.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses a hand price without a reason and a customer calling the procedure, storing nothing', async () => {
    const email = `caller-${randomUUID()}@example.test`;
    const error = await failure(callerQuote(email, 'en', { unitPriceCents: 100, priceReason: '' }));
    expect(error.code).toBe('BAD_REQUEST');
    const customer = callerAs(await createUser());
    const forbidden = await failure(
      customer.admin.callerQuotes.create({ name: 'X', phone: '9365550100', email, language: 'en', lines: [{ productId: (await grass()).id, quantity: 1, unit: 'PALLET', unitPriceCents: null, priceReason: '' }], fulfilment: 'PICKUP', zip: null, typedMiles: null, requestedDate: DATE }),
    );
    expect(forbidden.code).toBe('FORBIDDEN');
    expect(await db.quote.count({ where: { contactEmail: email } })).toBe(0);
    expect(forbidden.cause instanceof AppError).toBe(true);
  });
});
