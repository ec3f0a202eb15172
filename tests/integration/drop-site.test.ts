// Drop-site details (issue 46) through the routers: stored with the order at acceptance (account
// and link), shown to the customer and to staff (order page and ticket, day view), the waiver's
// name and date on the order and its timeline, refused off pavement without a name (nothing
// stored), and a caller's quote's details carried to the order.
import { describe, expect, it } from 'vitest';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { issueQuoteLink } from '@/server/services/quote-links';
import { translate } from '@/server/i18n/translate';
import { AppError } from '@/server/errors';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { grassProductId } from './support/products';
import { describeError } from '@/server/trpc/trpc';

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);

async function savedQuote(customer: Awaited<ReturnType<typeof createUser>>, fulfilment: 'DELIVERY' | 'PICKUP' = 'DELIVERY') {
  return callerAs(customer).quote.save({
    lines: [{ productId: await grassProductId(), quantity: 2, unit: 'PALLET' }],
    fulfilment,
    zip: fulfilment === 'DELIVERY' ? '77354' : null,
    typedMiles: null,
    requestedDate: DATE,
    language: 'es',
  });
}

const address = { street: '1234 Magnolia Blvd', city: 'Magnolia', zip: '77354', siteNotes: '', phone: '(936) 555-0142' };
const acceptInput = (quote: { id: string; totalCents: number }) => ({ quoteId: quote.id, requestedDate: DATE, ...address, expectedTotalCents: quote.totalCents });
const messageKey = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : null);

const backyard = { location: 'BACKYARD', ground: 'GRASS', note: 'Through the side gate, by the shed', gateWidthInches: 48, overheadObstacles: true, softGround: false, waiverName: 'Ana Pérez' } as const;

describe('drop-site details at acceptance', () => {
  it('are stored with the order and shown to the customer, on the order page and ticket, and in the day view', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const before = Date.now();
    expect(await callerAs(customer).order.accept({ ...acceptInput(quote), dropSite: backyard })).toMatchObject({ outcome: 'accepted' });

    const shown = { dropLocation: 'BACKYARD', dropGround: 'GRASS', dropNote: backyard.note, gateWidthInches: 48, overheadObstacles: true, softGround: false, waiverName: 'Ana Pérez' };
    const mine = await callerAs(customer).order.forQuote({ quoteId: quote.id });
    expect(mine).toMatchObject(shown);
    expect(mine!.waiverAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const staff = callerAs(await createUser('STAFF'));
    const order = await db.order.findUniqueOrThrow({ where: { quoteId: quote.id }, select: { id: true } });
    const page = await staff.admin.orders.get({ id: order.id });
    expect(page).toMatchObject(shown);
    // The waiver on the order's timeline: who, when, which text.
    expect(page.events[0]!.details).toMatchObject({ date: DATE, waiver: { name: 'Ana Pérez', terms: 'off-pavement' } });
    const day = await staff.admin.orders.day({ date: DATE });
    expect(day.orders.find((o) => o.id === order.id)).toMatchObject(shown);
  });

  it('through the link too, and default to the driveway with no waiver when left out', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const token = await issueQuoteLink(db, quote.id);
    await callerAs(null).order.acceptByLink({ ...acceptInput(quote), token, dropSite: { ...backyard, location: 'STREET', waiverName: 'Someone' } });
    const viaLink = (await callerAs(null).order.byLink({ quoteId: quote.id, token })).order;
    // On the street no waiver is accepted, whatever name was typed.
    expect(viaLink).toMatchObject({ dropLocation: 'STREET', gateWidthInches: 48, waiverName: null, waiverAcceptedAt: null });

    const plain = await savedQuote(customer);
    await callerAs(customer).order.accept(acceptInput(plain));
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: plain.id } })).toMatchObject({
      dropLocation: 'DRIVEWAY',
      dropGround: 'PAVED',
      dropNote: '',
      gateWidthInches: null,
      overheadObstacles: false,
      softGround: false,
      waiverName: null,
      waiverAcceptedAt: null,
    });

    // A pickup has no drop site.
    const pickup = await savedQuote(customer, 'PICKUP');
    await callerAs(customer).order.accept({ ...acceptInput(pickup), street: '', city: '', zip: '', dropSite: backyard });
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: pickup.id } })).toMatchObject({ dropLocation: null, waiverName: null });
  });

  it('are refused off pavement without a typed name, in the visitor’s language, and nothing is stored', async () => {
    const customer = await createUser();
    const quote = await savedQuote(customer);
    const refused = await failure(callerAs(customer, { lang: 'es' }).order.accept({ ...acceptInput(quote), dropSite: { ...backyard, waiverName: ' ' } }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(describeError(refused, 'es').message).toBe(translate('es', 'orders:validation.dropSite.waiverRequired'));
    const badGate = await failure(callerAs(customer).order.accept({ ...acceptInput(quote), dropSite: { ...backyard, gateWidthInches: 12 } }));
    expect(describeError(badGate, 'en').message).toBe(translate('en', 'orders:validation.dropSite.gateWidth'));

    const token = await issueQuoteLink(db, quote.id);
    const byLink = await failure(callerAs(null, { lang: 'es' }).order.acceptByLink({ ...acceptInput(quote), token, dropSite: { ...backyard, location: 'LAWN', waiverName: '' } }));
    expect(describeError(byLink, 'es').message).toBe(translate('es', 'orders:validation.dropSite.waiverRequired'));

    expect(await db.order.findUnique({ where: { quoteId: quote.id } })).toBeNull();
    expect(await db.quote.findUniqueOrThrow({ where: { id: quote.id }, select: { status: true } })).not.toEqual({ status: 'ACCEPTED' });
  });
});

describe("a caller's quote's drop-site details", () => {
  async function callerQuote(dropSite: Record<string, unknown>) {
    const staff = callerAs(await createUser('STAFF'));
    const created = await staff.admin.callerQuotes.create({
      name: 'Rosa Garza',
      phone: '(936) 555-0199',
      email: '',
      language: 'es',
      lines: [{ productId: await grassProductId(), quantity: 2, unit: 'PALLET', unitPriceCents: null, priceReason: '' }],
      fulfilment: 'DELIVERY',
      zip: '77354',
      typedMiles: null,
      requestedDate: DATE,
      dropSite: dropSite as never,
    });
    const quote = await db.quote.findUniqueOrThrow({ where: { id: created.id }, select: { id: true, totalCents: true, dropSite: true } });
    return { quote, token: await issueQuoteLink(db, quote.id) };
  }

  it('start the link’s form and become the order’s when the customer sends none; the waiver stays the customer’s', async () => {
    const { quote, token } = await callerQuote({ location: 'DRIVEWAY_LEFT', ground: 'GRAVEL', note: 'Left of the mailbox', gateWidthInches: null, overheadObstacles: true, softGround: true, waiverName: 'Staff typed it' });
    // Staff cannot accept the waiver for the caller: no name is kept.
    expect(quote.dropSite).toEqual({ location: 'DRIVEWAY_LEFT', ground: 'GRAVEL', note: 'Left of the mailbox', gateWidthInches: null, overheadObstacles: true, softGround: true });
    const visitor = callerAs(null, { lang: 'es' });
    expect((await visitor.order.byLink({ quoteId: quote.id, token })).quote.dropSite).toEqual(quote.dropSite);
    await visitor.order.acceptByLink({ quoteId: quote.id, requestedDate: DATE, ...address, expectedTotalCents: quote.totalCents, token });
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: quote.id } })).toMatchObject({ dropLocation: 'DRIVEWAY_LEFT', dropGround: 'GRAVEL', dropNote: 'Left of the mailbox', softGround: true, waiverName: null });
  });

  it('off pavement still need the customer’s name', async () => {
    const { quote, token } = await callerQuote({ location: 'LAWN' });
    const visitor = callerAs(null, { lang: 'es' });
    const refused = await failure(visitor.order.acceptByLink({ quoteId: quote.id, requestedDate: DATE, ...address, expectedTotalCents: quote.totalCents, token }));
    expect([refused.code, messageKey(refused)]).toEqual(['BAD_REQUEST', 'orders:validation.dropSite.waiverRequired']);
    expect(describeError(refused, 'es').message).toBe(translate('es', 'orders:validation.dropSite.waiverRequired'));
    expect(await db.order.findUnique({ where: { quoteId: quote.id } })).toBeNull();
    await visitor.order.acceptByLink({ quoteId: quote.id, requestedDate: DATE, ...address, expectedTotalCents: quote.totalCents, token, dropSite: { location: 'LAWN', waiverName: 'Rosa Garza' } });
    expect(await db.order.findUniqueOrThrow({ where: { quoteId: quote.id } })).toMatchObject({ dropLocation: 'LAWN', waiverName: 'Rosa Garza' });
  });
});
