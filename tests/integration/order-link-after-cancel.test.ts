// A cancelled order gets no fresh link (issue 42, finding 6). Cancelling revokes the quote's
// links; an "accepted" e-mail still waiting in the outbox when the customer cancels (accepted and
// cancelled within a second) is sent without a link, and staff resending an e-mail of an order
// cancelled since send the cancellation, never a new read link to the order (its street and
// phone).
import { describe, expect, it } from 'vitest';
import { earliestDeliveryDate, addDays, hoursOn } from '@/domain/delivery-date';
import { quoteRules } from '@/server/services/quote-rules';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { emailFor } from './support/mailbox';

const rules = quoteRules();
let DATE = addDays(earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule), 7);
while (!hoursOn(DATE, rules.schedule)) DATE = addDays(DATE, 1);

const LINK = /https?:\/\/\S+\?quote=([0-9a-f-]+)&token=([0-9a-f]{64})/;

async function acceptedOrder() {
  const customer = await createUser();
  const product = await db.product.findFirstOrThrow({ where: { isActive: true, category: { key: 'grass' }, units: { some: { unit: 'PALLET' } } }, select: { id: true }, orderBy: { sortOrder: 'asc' } });
  const quote = await callerAs(customer).quote.save({ lines: [{ productId: product.id, quantity: 2, unit: 'PALLET' }], fulfilment: 'DELIVERY', zip: '77354', typedMiles: null, requestedDate: DATE, language: 'en' });
  const result = await callerAs(customer).order.accept({ quoteId: quote.id, requestedDate: DATE, street: '1234 Magnolia Blvd', city: 'Magnolia', zip: '77354', siteNotes: '', phone: '(936) 555-0142', expectedTotalCents: quote.totalCents });
  expect(result).toMatchObject({ outcome: 'accepted' });
  return { customer, quote };
}

const rowsFor = (email: string) => db.emailOutbox.findMany({ where: { to: email, template: 'order-status' }, orderBy: { createdAt: 'asc' } });
/** Links to the quote that would still open it. */
const liveLinks = (quoteId: string) => db.quoteLink.count({ where: { quoteId, revokedAt: null, expiresAt: { gt: new Date() } } });

describe('the e-mails of an order cancelled soon after it was accepted', () => {
  it('send the "accepted" e-mail without a link when the order was cancelled before it went out', async () => {
    const { customer, quote } = await acceptedOrder();
    await callerAs(customer).order.cancel({ quoteId: quote.id, reason: 'Changed my mind' });
    const [accepted, cancelled] = await rowsFor(customer.email);
    expect((accepted!.payload as { status: string }).status).toBe('ACCEPTED');

    // An order's e-mails leave one after another, in the order of its events.
    const sent = [(await emailFor(accepted!.id))!, (await emailFor(cancelled!.id))!];
    expect(sent.map((e) => e.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/accepted$/), expect.stringMatching(/cancelled$/)]));
    for (const email of sent) {
      expect(email.text).not.toMatch(LINK);
      expect(email.html).not.toContain('token=');
    }
    expect(await liveLinks(quote.id)).toBe(0);
  });

  it('staff resending the sent "accepted" e-mail of an order cancelled since send its cancellation, without a link', async () => {
    const { customer, quote } = await acceptedOrder();
    const [accepted] = await rowsFor(customer.email);
    // Sent while the order was open: it had its link then.
    expect((await emailFor(accepted!.id))!.text).toMatch(LINK);
    await callerAs(customer).order.cancel({ quoteId: quote.id, reason: 'Changed my mind' });
    expect(await liveLinks(quote.id)).toBe(0);
    // The cancellation goes out first (a resent copy joins the order's thread behind what is waiting).
    const [, cancelled] = await rowsFor(customer.email);
    await emailFor(cancelled!.id);

    const staff = callerAs(await createUser('STAFF'));
    const copy = await staff.admin.outbox.resend({ id: accepted!.id });
    expect(copy.id).not.toBe(accepted!.id);
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: copy.id } })).payload).toMatchObject({ status: 'CANCELLED', reason: 'Changed my mind' });
    const resent = (await emailFor(copy.id))!;
    expect(resent.subject).toMatch(/cancelled$/);
    expect(resent.text).not.toMatch(LINK);
    expect(await liveLinks(quote.id)).toBe(0);
  });

  it('staff resending an "accepted" e-mail that failed, for an order cancelled since, queue the cancellation', async () => {
    const { customer, quote } = await acceptedOrder();
    const [accepted] = await rowsFor(customer.email);
    await db.emailOutbox.update({ where: { id: accepted!.id }, data: { status: 'FAILED', attempts: 8 } });
    await callerAs(customer).order.cancel({ quoteId: quote.id, reason: '' });

    const staff = callerAs(await createUser('STAFF'));
    expect((await staff.admin.outbox.resend({ id: accepted!.id })).id).toBe(accepted!.id);
    const resent = (await emailFor(accepted!.id))!;
    expect(resent.subject).toMatch(/cancelled$/);
    expect(resent.text).not.toMatch(LINK);
    expect(await liveLinks(quote.id)).toBe(0);
  });

  it('an open order’s e-mail still gets its link', async () => {
    const { customer, quote } = await acceptedOrder();
    const [accepted] = await rowsFor(customer.email);
    const link = LINK.exec((await emailFor(accepted!.id))!.text);
    expect(link?.[1]).toBe(quote.id);
    expect(await liveLinks(quote.id)).toBe(1);
  });
});
