// Orders through the tRPC routers (issue 22): accepting a quote from the account and by its
// e-mailed link, the re-pricing of expired quotes and new ZIP codes, cancelling inside and
// outside the 24 hours, bad links, and one customer never reaching another's quote or order.
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/format';
import { earliestDeliveryDate, addDays, hoursOn, businessClock } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { issueQuoteLink } from '@/server/services/quote-links';
import { translate } from '@/server/i18n/translate';
import { AppError } from '@/server/errors';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { grassProductId } from './support/products';
import { emailFor } from './support/mailbox';
import { DEPOSIT_RULES, paymentRulesForTests } from './support/stripe';

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);
/** An open day well ahead, so a cancel is inside the rule. */
function openDayAfter(days: number) {
  let date = addDays(DATE, days);
  while (!hoursOn(date, rules.schedule)) date = addDays(date, 1);
  return date;
}

type Customer = Awaited<ReturnType<typeof createUser>>;

async function savedQuote(customer: Customer, language: 'en' | 'es' = 'en', zip = '77354') {
  const saved = await callerAs(customer, { lang: language }).quote.save({
    lines: [{ productId: await grassProductId(), quantity: 2, unit: 'PALLET' }],
    fulfilment: 'DELIVERY',
    zip,
    typedMiles: null,
    requestedDate: DATE,
    language,
  });
  return saved;
}

const address = { street: '1234 Magnolia Blvd', city: 'Magnolia', zip: '77354', siteNotes: 'Gate code 4321, drop by the garage', phone: '(936) 555-0142' };
const acceptInput = (quote: { id: string; totalCents: number }, date = DATE) => ({ quoteId: quote.id, requestedDate: date, ...address, expectedTotalCents: quote.totalCents });
const messageKey = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : null);

async function outboxFor(email: string) {
  return db.emailOutbox.findMany({ where: { to: email, template: 'order-status' }, orderBy: { createdAt: 'asc' } });
}

describe('accepting a quote from the account', () => {
  it('makes an ACCEPTED order with the address, a timeline entry and an e-mail in the quote’s language', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer, 'es');
    const result = await callerAs(customer).order.accept(acceptInput(quote));
    expect(result).toMatchObject({ outcome: 'accepted' });

    const view = await callerAs(customer).order.forQuote({ quoteId: quote.id });
    expect(view).toMatchObject({ status: 'ACCEPTED', deliveryDate: DATE, street: address.street, city: 'Magnolia', zip: '77354', phone: address.phone, canCancel: true });
    expect(view!.events.map((e) => e.toStatus)).toEqual(['ACCEPTED']);
    expect(await db.quote.findUniqueOrThrow({ where: { id: quote.id }, select: { status: true } })).toEqual({ status: 'ACCEPTED' });

    const [row] = await outboxFor(customer.email);
    expect(row).toMatchObject({ language: 'es', status: 'PENDING' });
    const sent = await emailFor(row!.id);
    expect(sent!.subject).toMatch(/^Pedido #[0-9a-f]{8} aceptado$/);
    // The link is made when the e-mail is sent and opens this quote only.
    const link = /https?:\/\/\S+\/es\/enlace-cotizacion\?quote=([0-9a-f-]+)&token=([0-9a-f]{64})/.exec(sent!.text);
    expect(link?.[1]).toBe(quote.id);
    expect((await callerAs(null).order.byLink({ quoteId: quote.id, token: link![2]! })).order).toMatchObject({ status: 'ACCEPTED' });
    expect(JSON.stringify(row!.payload)).not.toContain(link![2]!);

    // Accepting twice is refused.
    const again = await failure(callerAs(customer).order.accept(acceptInput(quote)));
    expect([again.code, messageKey(again)]).toEqual(['CONFLICT', 'orders:errors.alreadyAccepted']);
  });

  it('refuses a past date, a Sunday, a closed day and a missing address, and stores nothing', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    let sunday = DATE;
    while (businessClock(new Date(`${sunday}T18:00:00Z`)).date !== sunday || new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    for (const [date, key] of [
      ['2020-01-06', 'quote:errors.date.tooSoon'],
      [sunday, 'quote:errors.date.closed'],
    ] as const) {
      const error = await failure(callerAs(customer).order.accept(acceptInput(quote, date)));
      expect([error.code, messageKey(error)]).toEqual(['BAD_REQUEST', key]);
    }
    const noAddress = await failure(callerAs(customer).order.accept({ ...acceptInput(quote), street: '' }));
    expect(messageKey(noAddress)).toBe('orders:validation.addressRequired');
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(await outboxFor(customer.email)).toEqual([]);
  });

  it('re-prices an expired quote instead of accepting it, and the new quote can then be accepted', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    await db.quote.update({ where: { id: quote.id }, data: { validUntil: new Date(Date.now() - 1000) } });
    const result = await callerAs(customer).order.accept(acceptInput(quote));
    expect(result).toMatchObject({ outcome: 'repriced', reason: 'expired' });
    if (result.outcome !== 'repriced') throw new Error('not re-priced');
    expect(result.quoteId).not.toBe(quote.id);
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
    const fresh = await callerAs(customer).quote.getMine({ id: result.quoteId });
    expect(await callerAs(customer).order.accept(acceptInput(fresh))).toMatchObject({ outcome: 'accepted' });
  });

  it('re-prices first for a delivery ZIP code other than the quote’s', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const result = await callerAs(customer).order.accept({ ...acceptInput(quote), zip: '77380' });
    expect(result).toMatchObject({ outcome: 'repriced', reason: 'zip' });
    if (result.outcome !== 'repriced') throw new Error('not re-priced');
    expect(await db.quote.findUniqueOrThrow({ where: { id: result.quoteId }, select: { zip: true } })).toEqual({ zip: '77380' });
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
  });

  it('refuses a total that changed since the customer saw it', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const error = await failure(callerAs(customer).order.accept({ ...acceptInput(quote), expectedTotalCents: quote.totalCents - 1 }));
    expect(messageKey(error)).toBe('orders:errors.quoteChanged');
  });
});

describe('one customer and another', () => {
  it('can never see, accept or cancel another’s quote or order', async () => {
    const owner = await createUser();
    const other = await createUser();
    const quote = await savedQuote(owner);
    for (const call of [
      () => callerAs(other).order.accept(acceptInput(quote)),
      () => callerAs(other).order.forQuote({ quoteId: quote.id }),
      () => callerAs(other).order.cancel({ quoteId: quote.id, reason: '' }),
    ]) {
      expect((await failure(call())).code).toBe('NOT_FOUND');
    }
    expect(await db.order.count({ where: { quoteId: quote.id } })).toBe(0);
    await callerAs(owner).order.accept(acceptInput(quote));
    expect((await failure(callerAs(other).order.cancel({ quoteId: quote.id, reason: 'not mine' }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(other).order.forQuote({ quoteId: quote.id }))).code).toBe('NOT_FOUND');
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: quote.id }, select: { status: true } })).toEqual({ status: 'ACCEPTED' });
    // Anonymous callers are asked to sign in.
    expect((await failure(callerAs(null).order.forQuote({ quoteId: quote.id }))).code).toBe('UNAUTHORIZED');
  });
});

describe('cancelling', () => {
  it('is allowed more than 24 h before the delivery: CANCELLED, on the timeline, e-mailed', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    await callerAs(customer).order.accept(acceptInput(quote, openDayAfter(7)));
    await callerAs(customer).order.cancel({ quoteId: quote.id, reason: 'Changed my mind' });
    const view = await callerAs(customer).order.forQuote({ quoteId: quote.id });
    expect(view).toMatchObject({ status: 'CANCELLED', cancelReason: 'Changed my mind', canCancel: false });
    expect(view!.events.map((e) => e.toStatus)).toEqual(['ACCEPTED', 'CANCELLED']);
    const rows = await outboxFor(customer.email);
    expect(rows.map((r) => (r.payload as { status: string }).status)).toEqual(['ACCEPTED', 'CANCELLED']);
  });

  it('shows the quote as its order in My Quotes: Cancelled once the order is cancelled, not Accepted', async () => {
    const customer = await createUser();
    const [open, cancelled] = [await savedQuote(customer), await savedQuote(customer)];
    await callerAs(customer).order.accept(acceptInput(cancelled, openDayAfter(7)));
    const shown = async () => new Map((await callerAs(customer).quote.listMine()).map((q) => [q.id, [q.status, q.shownStatus]]));
    expect((await shown()).get(cancelled.id)).toEqual(['ACCEPTED', 'ACCEPTED']);
    await callerAs(customer).order.cancel({ quoteId: cancelled.id, reason: 'Changed my mind' });
    expect((await shown()).get(cancelled.id)).toEqual(['ACCEPTED', 'CANCELLED']);
    expect((await shown()).get(open.id)?.[1]).toBe((await db.quote.findUniqueOrThrow({ where: { id: open.id } })).status);
  });

  it('is refused within 24 h of the delivery, with the phone to call, and changes nothing', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    await callerAs(customer).order.accept(acceptInput(quote));
    // Staff scheduled it for tomorrow (Chicago) at this very time of day: less than 24 h away.
    const { date, minutes } = businessClock(new Date());
    await db.order.update({ where: { quoteId: quote.id }, data: { status: 'SCHEDULED', deliveryDate: new Date(`${addDays(date, 1)}T00:00:00Z`), windowStart: minutes, windowEnd: minutes + 60 } });
    const before = await db.order.findUniqueOrThrow({ where: { quoteId: quote.id } });
    const error = await failure(callerAs(customer, { lang: 'es' }).order.cancel({ quoteId: quote.id, reason: '' }));
    expect([error.code, messageKey(error)]).toEqual(['BAD_REQUEST', 'orders:errors.cancelTooLate']);
    expect(translate('es', messageKey(error)!, (error.cause as AppError).values)).toMatch(/^Faltan menos de 24 horas .* llámenos al \S+/);
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: quote.id } })).toEqual(before);
    expect((await callerAs(customer).order.forQuote({ quoteId: quote.id }))!.canCancel).toBe(false);
  });
});

describe('the e-mailed link', () => {
  it('shows only that quote, accepts it and cancels it; afterwards the same link is refused', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer, 'es');
    const token = await issueQuoteLink(db, quote.id);
    const visitor = callerAs(null, { lang: 'es' });
    const shown = await visitor.order.byLink({ quoteId: quote.id, token });
    expect(shown.quote).toMatchObject({ id: quote.id, totalCents: quote.totalCents });
    expect(shown.order).toBeNull();
    expect(JSON.stringify(shown)).not.toContain(customer.email);

    expect(await visitor.order.acceptByLink({ ...acceptInput(quote, openDayAfter(7)), token })).toMatchObject({ outcome: 'accepted' });
    const event = await db.orderEvent.findFirstOrThrow({ where: { order: { quoteId: quote.id } } });
    expect(event).toMatchObject({ actorKind: 'link', toStatus: 'ACCEPTED' });

    await visitor.order.cancelByLink({ quoteId: quote.id, token, reason: '' });
    const replay = await failure(visitor.order.byLink({ quoteId: quote.id, token }));
    expect([replay.code, messageKey(replay)]).toEqual(['FORBIDDEN', 'orders:link.cancelled']);
    const replayCancel = await failure(visitor.order.cancelByLink({ quoteId: quote.id, token, reason: '' }));
    expect(messageKey(replayCancel)).toBe('orders:link.cancelled');
  });

  it('refuses a wrong token, another quote’s token and an expired one, changing nothing', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const otherQuote = await savedQuote(customer);
    const otherToken = await issueQuoteLink(db, otherQuote.id);
    const expiredToken = await issueQuoteLink(db, quote.id, new Date(Date.now() - 60 * 86_400_000));
    const visitor = callerAs(null);
    for (const [token, key] of [
      ['0'.repeat(64), 'orders:link.invalid'],
      [otherToken, 'orders:link.otherQuote'],
      [expiredToken, 'orders:link.expired'],
    ] as const) {
      const shown = await failure(visitor.order.byLink({ quoteId: quote.id, token }));
      expect([shown.code, messageKey(shown)]).toEqual(['FORBIDDEN', key]);
      const accepted = await failure(visitor.order.acceptByLink({ ...acceptInput(quote), token }));
      expect(messageKey(accepted)).toBe(key);
    }
    const malformed = await failure(visitor.order.byLink({ quoteId: quote.id, token: 'not-a-token' }));
    expect(malformed.code).toBe('BAD_REQUEST');
    expect(await db.order.count({ where: { quoteId: { in: [quote.id, otherQuote.id] } } })).toBe(0);
  });

  it('re-prices an expired quote and hands a link to the new one', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const token = await issueQuoteLink(db, quote.id);
    await db.quote.update({ where: { id: quote.id }, data: { validUntil: new Date(Date.now() - 1000) } });
    const result = await callerAs(null).order.acceptByLink({ ...acceptInput(quote), token });
    if (result.outcome !== 'repriced') throw new Error('not re-priced');
    const fresh = await callerAs(null).order.byLink({ quoteId: result.quoteId, token: result.token! });
    expect(fresh.quote.id).toBe(result.quoteId);
  });
});

describe('the "accepted" e-mail when a deposit is due', () => {
  // 10% on every order with sod (the owner's rule), whatever its total.
  paymentRulesForTests({ ...DEPOSIT_RULES, sodAlwaysDeposit: true });

  it('says how much is due now, in the quote’s language, as the order page does', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer, 'es');
    expect(await callerAs(customer).order.accept(acceptInput(quote))).toMatchObject({ outcome: 'accepted' });
    const [accepted] = await outboxFor(customer.email);
    // 10% of the total, rounded half up to the cent.
    const deposit = Math.floor((quote.totalCents * 10 + 50) / 100);
    expect(accepted!.payload).toMatchObject({ status: 'ACCEPTED', depositDueCents: deposit });
    const email = await emailFor(accepted!.id);
    expect(email!.text).toContain(`Se debe un depósito de ${formatCents(deposit, 'es')} ahora`);
  });
});
