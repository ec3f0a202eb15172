// Staff find a saved quote by the number the customer was given ("Quote #ffc6dfc1"), as well as
// by the customer's e-mail or name.
import { describe, expect, it } from 'vitest';
import { quoteNumber } from '@/domain/quote-number';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

async function savedQuote(userId: string) {
  return db.quote.create({
    data: { userId, deliveryMiles: 10, subtotalCents: 1000, deliveryFeeCents: 7500, totalCents: 8500, language: 'es', feeBreakdown: {} },
    select: { id: true },
  });
}

describe('searching saved quotes', () => {
  it('finds a quote by its number, with or without "#", in any case, or by its whole id', async () => {
    const customer = await createUser('CUSTOMER');
    const [wanted, other] = [await savedQuote(customer.id), await savedQuote(customer.id)];
    const staff = callerAs(await createUser('STAFF'));
    const found = async (search: string) => (await staff.admin.quotes.list({ search, page: 1, pageSize: 25 })).rows.map((r) => r.id);

    expect(await found(quoteNumber(wanted.id))).toEqual([wanted.id]);
    expect(await found(`#${quoteNumber(wanted.id).toUpperCase()}`)).toEqual([wanted.id]);
    expect(await found(` ${wanted.id} `)).toEqual([wanted.id]);
    // The customer's e-mail still finds both.
    expect((await found(customer.email)).sort()).toEqual([wanted.id, other.id].sort());
  });
});
