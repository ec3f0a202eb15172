// Back-office changes: validated, refused on a stale version, audited in the same transaction.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { appRouter } from '@/server/trpc/root';
import { ZodError } from 'zod';
import { parseCsv } from '@/domain/admin-csv';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n/translate';
import { callerAs, createUser } from './support/caller';
import { quoteRules } from '@/server/services/quote-rules';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { db } from './support/db';
import { failure } from './support/failure';


/** What a person sees: the English text the error formatter makes of the error's key. */
function shownMessage(error: TRPCError): string {
  const cause = error.cause;
  if (cause instanceof AppError) return translate('en', cause.messageKey, cause.values);
  if (cause instanceof ZodError) return translate('en', cause.issues[0]!.message);
  return error.message;
}

async function grassProduct() {
  const product = await db.product.findFirstOrThrow({
    where: { category: { key: 'grass' }, priceBook: { isNot: null } },
    select: { id: true, slug: true, version: true, isActive: true, isFeatured: true, sortOrder: true, priceBook: true },
    orderBy: { sortOrder: 'asc' },
  });
  return { ...product, priceBook: product.priceBook! };
}

function rowInput(p: Awaited<ReturnType<typeof grassProduct>>, listPriceCents: number) {
  return {
    id: p.id,
    version: p.version,
    priceVersion: p.priceBook.version,
    listPriceCents,
    salePriceCents: null,
    unitLabelEn: p.priceBook.unitLabelEn,
    unitLabelEs: p.priceBook.unitLabelEs,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    sortOrder: p.sortOrder,
  };
}

async function bandsOf(type: 'GRASS' | 'BULK') {
  const rows = await db.deliveryRate.findMany({ where: { deliveryType: type }, orderBy: { mileRangeStart: 'asc' } });
  return rows.map(({ id, version, mileRangeStart, mileRangeEnd, rateType, rateCents, isActive }) => ({ id, version, mileRangeStart, mileRangeEnd, rateType, rateCents, isActive }));
}

async function newLead() {
  return db.lead.create({
    data: { name: 'Pat Lawn', email: `pat-${randomUUID()}@example.test`, phone: '9365550100', message: 'Need 3 pallets', preferredLanguage: 'en', sourcePage: 'contact' },
  });
}

describe('delivery bands', () => {
  it('refuses overlapping active bands with a clear message and changes nothing', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const before = await bandsOf('GRASS');
    const overlapping = before.map((b, i) => (i === 0 ? { ...b, mileRangeEnd: (before[1]!.mileRangeStart ?? 0) + 5 } : b));
    const error = await failure(staff.admin.bands.save({ deliveryType: 'GRASS', bands: overlapping }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toMatch(/^Active grass bands 0–\d+ and \d+–\d+ overlap/);
    expect(await bandsOf('GRASS')).toEqual(before);
  });

  it('refuses a reversed band', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const before = await bandsOf('BULK');
    const reversed = before.map((b, i) => (i === 0 ? { ...b, mileRangeStart: 20, mileRangeEnd: 10 } : b));
    expect((await failure(staff.admin.bands.save({ deliveryType: 'BULK', bands: reversed }))).code).toBe('BAD_REQUEST');
    expect(await bandsOf('BULK')).toEqual(before);
  });

  it('refuses a band sent twice, which would hide another band from the overlap check', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const stored = await bandsOf('GRASS');
    // Every grass band but the last made inactive, so only the hidden last one could overlap.
    await db.deliveryRate.updateMany({ where: { id: { in: stored.slice(0, -1).map((b) => b.id) } }, data: { isActive: false } });
    try {
      const before = await bandsOf('GRASS');
      const [first, ...others] = before;
      const widened = { ...first!, isActive: true, mileRangeStart: 0, mileRangeEnd: null };
      // As many rows as are stored: the first band twice, the last one left out.
      const sent = [widened, first!, ...others.slice(0, -1)];
      const error = await failure(staff.admin.bands.save({ deliveryType: 'GRASS', bands: sent }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(shownMessage(error)).toBe('This value is not valid.');
      expect(await bandsOf('GRASS')).toEqual(before);
    } finally {
      for (const band of stored) await db.deliveryRate.update({ where: { id: band.id }, data: { isActive: band.isActive } });
    }
  });

  it('saves a valid change, then refuses a second save made from the same read', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const read = await bandsOf('BULK');
    const edited = read.map((b, i) => (i === 0 ? { ...b, rateCents: b.rateCents + 100 } : b));
    await staff.admin.bands.save({ deliveryType: 'BULK', bands: edited });
    const again = read.map((b, i) => (i === 0 ? { ...b, rateCents: b.rateCents + 200 } : b));
    const error = await failure(staff.admin.bands.save({ deliveryType: 'BULK', bands: again }));
    expect(error.code).toBe('CONFLICT');
    expect((await bandsOf('BULK'))[0]!.rateCents).toBe(read[0]!.rateCents + 100);
  });
});

describe('concurrent edits', () => {
  it('refuse the second of two saves made with the same version', async () => {
    const [alice, bob] = [callerAs(await createUser('STAFF')), callerAs(await createUser('STAFF'))];
    const product = await grassProduct();
    await alice.admin.products.updateRow(rowInput(product, product.priceBook.listPriceCents! + 1));
    const error = await failure(bob.admin.products.updateRow(rowInput(product, product.priceBook.listPriceCents! + 2)));
    expect(error.code).toBe('CONFLICT');
    expect(shownMessage(error)).toBe('Changed by someone else. Reload to see the latest version.');
    const after = await db.priceBookEntry.findUniqueOrThrow({ where: { productId: product.id } });
    expect(after.listPriceCents).toBe(product.priceBook.listPriceCents! + 1);
  });

  it('apply to lead statuses too', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const lead = await newLead();
    await staff.admin.leads.setStatus({ id: lead.id, version: lead.version, status: 'CONTACTED' });
    expect((await failure(staff.admin.leads.setStatus({ id: lead.id, version: lead.version, status: 'SPAM' }))).code).toBe('CONFLICT');
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('CONTACTED');
  });
});

describe('price validation', () => {
  it('refuses a sale price at or above the list price', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const product = await grassProduct();
    const error = await failure(staff.admin.products.updateRow({ ...rowInput(product, 100), salePriceCents: 100 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe('The sale price must be below the list price (or empty).');
  });
});

describe('price-book CSV import', () => {
  const toText = (records: string[][]) => records.map((f) => f.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\n');
  async function exported(staff: ReturnType<typeof callerAs>) {
    const parsed = parseCsv(await staff.admin.products.exportCsv());
    if (!parsed.ok) throw new Error('export is not valid CSV');
    const [header, ...rows] = parsed.records.map((r) => r.fields);
    const col = (name: string) => header!.indexOf(name);
    return { header: header!, rows, col };
  }

  it('previews, rejects bad rows with their line numbers, and changes nothing until applied', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { header, rows, col } = await exported(staff);
    const bases = rows.filter((r) => r[col('unit')] === '');
    const good = [...bases[0]!];
    good[col('list_price')] = '9.99';
    good[col('sale_price')] = '';
    const bad = [...bases[1]!];
    bad[col('list_price')] = 'ten dollars';
    const edited = toText([header, good, bad]);

    const snapshot = await db.priceBookEntry.findMany({ orderBy: { id: 'asc' } });
    const preview = await staff.admin.products.importPreview({ csv: edited });
    expect(preview.errors).toEqual([{ line: 3, key: 'admin:validation.moneyFormat', values: { column: 'list_price' } }]);
    expect(preview.changes.map((c) => [c.line, c.slug, c.after.listPriceCents])).toEqual([[2, good[col('slug')], 999]]);
    expect(await db.priceBookEntry.findMany({ orderBy: { id: 'asc' } })).toEqual(snapshot);

    // Applying a file with a bad row is refused as a whole.
    expect((await failure(staff.admin.products.importApply({ csv: edited }))).code).toBe('BAD_REQUEST');
    expect(await db.priceBookEntry.findMany({ orderBy: { id: 'asc' } })).toEqual(snapshot);

    // Without the bad row it applies; the same file again changes nothing.
    const fixed = toText([header, good]);
    expect(await staff.admin.products.importApply({ csv: fixed })).toEqual({ updated: 1 });
    const product = await db.product.findUniqueOrThrow({ where: { slug: good[col('slug')]! }, select: { priceBook: true } });
    expect(product.priceBook?.listPriceCents).toBe(999);
    expect(await staff.admin.products.importPreview({ csv: fixed })).toMatchObject({ changes: [], unchanged: 1, errors: [] });

    // A file exported before someone else changed that price would overwrite it: refused.
    const older = [...good];
    older[col('list_price')] = '8.88';
    older[col('version')] = String(Number(good[col('version')]) - 1);
    expect((await staff.admin.products.importPreview({ csv: toText([header, older]) })).errors[0]?.key).toBe('admin:csv.errors.stale');
  });

  it('exports every unit with its price and imports unit prices, conversions and units no longer sold', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const product = await db.product.create({
      data: {
        slug: `csv-units-${randomUUID().slice(0, 8)}`,
        unitType: 'GRASS',
        nameEn: 'CSV units sod',
        nameEs: 'Pasto de unidades CSV',
        // Out of the shop and last, so other tests' "first grass product" stays the same.
        isActive: false,
        sortOrder: 1_000_000,
        category: { connect: { key: 'grass' } },
        priceBook: { create: { listPriceCents: 82 } },
        units: { create: [{ unit: 'PALLET', baseHundredths: 45000, sortOrder: 1 }, { unit: 'PIECE', baseHundredths: 267, sortOrder: 2 }, { unit: 'SQ_FT', baseHundredths: 100, sortOrder: 3 }] },
      },
      select: { id: true, slug: true, version: true },
    });
    const { header, rows, col } = await exported(staff);
    const mine = rows.filter((r) => r[col('slug')] === product.slug);
    // The base row, then one row a unit; a derived pallet shows what it costs: 450 × $0.82.
    expect(mine.map((r) => [r[col('unit')], r[col('per_unit')], r[col('list_price')], r[col('price_now')]])).toEqual([
      ['', '', '0.82', '0.82'],
      ['PALLET', '450', '', '369.00'],
      ['PIECE', '2.67', '', '2.19'],
      ['SQ_FT', '1', '', '0.82'],
    ]);
    const [base, pallet, , sqFt] = mine;
    const ownPallet = [...pallet!];
    ownPallet[col('per_unit')] = '500';
    ownPallet[col('list_price')] = '400.00';
    ownPallet[col('sale_price')] = '350.00';
    // The piece row is left out: the product is no longer sold by the piece.
    const file = toText([header, base!, ownPallet, sqFt!]);

    const preview = await staff.admin.products.importPreview({ csv: file });
    expect(preview.errors).toEqual([]);
    expect(preview.changes).toHaveLength(1);
    expect(preview.changes[0]!.units?.after.map((u) => u.unit)).toEqual(['PALLET', 'SQ_FT']);
    expect(await staff.admin.products.importApply({ csv: file })).toEqual({ updated: 1 });

    const saved = await db.productUnit.findMany({
      where: { productId: product.id },
      orderBy: { sortOrder: 'asc' },
      select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true, memberPriceCents: true },
    });
    // The file has no member prices: a unit's member price (none here) is kept as it was.
    expect(saved).toEqual([
      { unit: 'PALLET', baseHundredths: 50000, listPriceCents: 40000, salePriceCents: 35000, memberPriceCents: null },
      { unit: 'SQ_FT', baseHundredths: 100, listPriceCents: null, salePriceCents: null, memberPriceCents: null },
    ]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: product.id, action: 'product.units' }, orderBy: { createdAt: 'desc' } });
    expect(audit.after).toEqual(saved);

    // The same file again changes nothing; a unit file from before another change is refused.
    expect(await staff.admin.products.importPreview({ csv: file })).toMatchObject({ changes: [], errors: [] });
    await staff.admin.products.saveUnits({ productId: product.id, version: product.version + 1, units: [{ unit: 'PALLET', baseHundredths: 45000, listPriceCents: null, salePriceCents: null }] });
    const stale = await staff.admin.products.importPreview({ csv: file });
    expect(stale.errors.map((e) => e.key)).toEqual(['admin:csv.errors.stale']);
    expect((await failure(staff.admin.products.importApply({ csv: file }))).code).toBe('BAD_REQUEST');
    expect(await db.productUnit.count({ where: { productId: product.id } })).toBe(1);

    // A unit the product cannot be sold in is refused with its line.
    const bucket = [...sqFt!];
    bucket[col('unit')] = 'BUCKET';
    expect((await staff.admin.products.importPreview({ csv: toText([header, bucket]) })).errors).toEqual([
      { line: 2, key: 'admin:csv.errors.unit', values: { unit: 'BUCKET', units: 'PALLET, HALF_PALLET, PIECE, CUBIC_YARD, SQ_FT, HALF_YARD, TON' } },
    ]);
  });
});

describe('bulk percentage change', () => {
  it('applies exactly the previewed prices', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const rock = await db.category.findUniqueOrThrow({ where: { key: 'rock' } });
    const preview = await staff.admin.products.bulkPreview({ categoryId: rock.id, percent: '10' });
    expect(preview.length).toBeGreaterThan(0);
    await staff.admin.products.bulkApply({ categoryId: rock.id, percent: '10', entries: preview.map((r) => ({ productId: r.productId, priceVersion: r.priceVersion })) });
    for (const row of preview) {
      const entry = await db.priceBookEntry.findUniqueOrThrow({ where: { productId: row.productId } });
      expect([entry.listPriceCents, entry.salePriceCents]).toEqual([row.newListPriceCents, row.newSalePriceCents]);
    }
  });
});

describe('audit', () => {
  /** Mutations that only read (too large for a GET). They must change nothing; tested above. */
  const readOnly = new Set(['admin.products.importPreview']);

  it('every admin mutation writes an audit entry naming the actor', async () => {
    const adminUser = await createUser('ADMIN');
    const admin = callerAs(adminUser);
    const grass = await db.category.findUniqueOrThrow({ where: { key: 'mulch' } });
    const customer = await createUser('CUSTOMER');
    const target = await createUser('STAFF');

    /** An order with two pallets of sod, for the ledger's scenarios. */
    const paymentOrder = async () => {
      const quote = await db.quote.create({
        data: {
          userId: customer.id, deliveryMiles: 10, subtotalCents: 20000, deliveryFeeCents: 7500, totalCents: 27500, language: 'en', feeBreakdown: {}, status: 'ACCEPTED',
          lines: { create: [{ position: 0, productName: 'Raleigh', quantity: 2, unit: 'PALLET', unitPriceCents: 10000, lineTotalCents: 20000, unitType: 'GRASS' }] },
        },
      });
      return db.order.create({ data: { quoteId: quote.id, deliveryDate: new Date('2031-06-03T00:00:00Z'), phone: '9365550100' } });
    };

    const scenarios: Record<string, () => Promise<{ entityType: string }>> = {
      'admin.products.updateRow': async () => {
        const p = await grassProduct();
        await admin.admin.products.updateRow(rowInput(p, p.priceBook.listPriceCents! + 5));
        return { entityType: 'Product' };
      },
      'admin.products.updateContent': async () => {
        const p = await db.product.findFirstOrThrow({ select: { id: true, version: true, nameEn: true, nameEs: true, descriptionEn: true, descriptionEs: true, featuresEn: true, featuresEs: true } });
        await admin.admin.products.updateContent({ ...p, descriptionEn: `${p.descriptionEn} Updated.` });
        return { entityType: 'Product' };
      },
      'admin.products.create': async () => {
        await admin.admin.products.create({
          categoryId: grass.id, slug: `test-mulch-${Date.now()}`, unitType: 'BULK', nameEn: 'Cedar Mulch', nameEs: 'Mantillo de Cedro', descriptionEn: '', descriptionEs: '',
          featuresEn: [], featuresEs: [], listPriceCents: 3200, salePriceCents: null, unitLabelEn: 'cubic yard', unitLabelEs: 'yarda cúbica', isActive: false, isFeatured: false,
        });
        return { entityType: 'Product' };
      },
      'admin.products.reorder': async () => {
        const items = await db.product.findMany({ where: { categoryId: grass.id }, select: { id: true, version: true }, orderBy: { sortOrder: 'asc' } });
        await admin.admin.products.reorder({ categoryId: grass.id, items: [...items].reverse() });
        return { entityType: 'Category' };
      },
      'admin.products.bulkApply': async () => {
        const preview = await admin.admin.products.bulkPreview({ categoryId: grass.id, percent: '-5' });
        await admin.admin.products.bulkApply({ categoryId: grass.id, percent: '-5', entries: preview.map((r) => ({ productId: r.productId, priceVersion: r.priceVersion })) });
        return { entityType: 'PriceBookEntry' };
      },
      'admin.products.importApply': async () => {
        const csv = await admin.admin.products.exportCsv();
        const lines = csv.trim().split('\r\n');
        const header = lines[0]!.split(',');
        const line = lines.find((l) => l.includes(',mulch,'))!;
        const fields = line.split(',');
        fields[header.indexOf('unit_label_en')] = 'cu yd';
        await admin.admin.products.importApply({ csv: [lines[0], fields.join(',')].join('\n') });
        return { entityType: 'PriceBookEntry' };
      },
      'admin.bands.save': async () => {
        const bands = await bandsOf('GRASS');
        await admin.admin.bands.save({ deliveryType: 'GRASS', bands: bands.map((b, i) => (i === 0 ? { ...b, rateCents: b.rateCents + 1 } : b)) });
        return { entityType: 'DeliveryRate' };
      },
      'admin.products.saveUnits': async () => {
        const p = await db.product.findFirstOrThrow({ where: { category: { key: 'mulch' } }, select: { id: true, version: true, units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true } } } });
        await admin.admin.products.saveUnits({ productId: p.id, version: p.version, units: p.units.map((u) => (u.unit === 'HALF_YARD' ? { ...u, listPriceCents: 1600 } : u)) });
        return { entityType: 'Product' };
      },
      'admin.areas.update': async () => {
        const area = (await admin.admin.areas.list()).find((a) => a.slug === 'pinehurst')!;
        const { id, version, name, deliveryTimeEn, deliveryTimeEs, descriptionEn, descriptionEs, featured, sortOrder } = area;
        await admin.admin.areas.update({ id, version, name, deliveryTimeEn, deliveryTimeEs, descriptionEn, descriptionEs, featured, sortOrder, minimumOrderCents: 9900, zipCodes: area.zipCodes.map((z) => z.zip).join(' ') });
        return { entityType: 'ServiceArea' };
      },
      'admin.quotes.setMiles': async () => {
        const quote = await db.quote.create({
          data: { userId: customer.id, deliveryMiles: 10, subtotalCents: 20000, deliveryFeeCents: 7500, totalCents: 27500, language: 'en', feeBreakdown: {}, lines: { create: [{ position: 0, productName: 'Rock', quantity: 5, unit: 'CUBIC_YARD', unitPriceCents: 4000, lineTotalCents: 20000, unitType: 'BULK' }] } },
        });
        const saved = await admin.admin.quotes.setMiles({ id: quote.id, version: quote.version, miles: 40 });
        // 80 round-trip miles: past the seeded bulk bands' 50, so $2.25 a mile (or what an earlier scenario left).
        expect(saved).toMatchObject({ deliveryMiles: 40, totalCents: 20000 + saved.deliveryFeeCents });
        expect(saved.deliveryFeeCents).toBeGreaterThan(7500);
        return { entityType: 'Quote' };
      },
      'admin.orders.move': async () => {
        const quote = await db.quote.create({
          data: { userId: customer.id, deliveryMiles: 10, subtotalCents: 20000, deliveryFeeCents: 7500, totalCents: 27500, language: 'en', feeBreakdown: {}, status: 'ACCEPTED' },
        });
        const order = await db.order.create({ data: { quoteId: quote.id, deliveryDate: new Date('2031-06-03T00:00:00Z'), phone: '9365550100' } });
        await admin.admin.orders.move({ id: order.id, version: order.version, to: 'CANCELLED', reason: 'Customer called to cancel' });
        return { entityType: 'Order' };
      },
      'admin.callerQuotes.create': async () => {
        const rules = quoteRules();
        const product = await db.product.findFirstOrThrow({ where: { isActive: true, category: { key: 'grass' }, priceBook: { listPriceCents: { gt: 0 } } }, select: { id: true } });
        await admin.admin.callerQuotes.create({
          name: 'Rosa Garza', phone: '9365550199', email: '', language: 'es', fulfilment: 'PICKUP', zip: null, typedMiles: null,
          requestedDate: earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule),
          lines: [{ productId: product.id, quantity: 2, unit: 'PALLET', unitPriceCents: 30000, priceReason: 'Matched last price' }],
        });
        return { entityType: 'Quote' };
      },
      'admin.business.update': async () => {
        const { missing: _missing, ...current } = await admin.admin.business.get();
        await admin.admin.business.update({ ...current, name: current.name ?? 'Magnolia Sod & Stone' });
        return { entityType: 'BusinessSettings' };
      },
      'admin.business.updatePaymentRules': async () => {
        const current = await admin.admin.business.paymentRules();
        // A pallet deposit, so the pallet-credit scenario below has something to credit.
        await admin.admin.business.updatePaymentRules({ ...current, palletDepositCents: current.palletDepositCents || 2000 });
        return { entityType: 'PaymentSettings' };
      },
      'admin.orders.payments.record': async () => {
        const order = await paymentOrder();
        await admin.admin.orders.payments.record({ orderId: order.id, kind: 'PAYMENT', amountCents: 100, method: 'CASH', reference: '', idempotencyKey: randomUUID() });
        return { entityType: 'OrderPayment' };
      },
      'admin.orders.payments.palletCredit': async () => {
        const order = await paymentOrder();
        await admin.admin.orders.payments.palletCredit({ orderId: order.id, pallets: 1, reference: 'Returned', idempotencyKey: randomUUID() });
        return { entityType: 'OrderPayment' };
      },
      'admin.orders.payments.reverse': async () => {
        const order = await paymentOrder();
        const paid = await db.orderPayment.create({ data: { orderId: order.id, kind: 'PAYMENT', amountCents: 100, method: 'CASH', idempotencyKey: randomUUID() } });
        await admin.admin.orders.payments.reverse({ orderId: order.id, paymentId: paid.id, reason: 'Typed twice', idempotencyKey: randomUUID() });
        return { entityType: 'OrderPayment' };
      },
      'admin.projects.create': async () => {
        await admin.admin.projects.create({
          areaSlug: null, categoryKey: 'mulch', titleEn: 'Cedar Beds', titleEs: 'Jardineras de Cedro', descriptionEn: '', descriptionEs: '', location: 'Spring, TX',
          typeEn: '', typeEs: '', sizeEn: '', sizeEs: '', completedMonth: '', hidden: true, sortOrder: 500,
        });
        return { entityType: 'Project' };
      },
      'admin.projects.update': async () => {
        const { id, version, slug: _s, createdAt: _c, updatedAt: _u, imagePath: _i, ...fields } = await db.project.findFirstOrThrow({ where: { areaSlug: 'spring' } });
        await admin.admin.projects.update({ ...fields, id, version, sizeEn: `${fields.sizeEn} ` });
        return { entityType: 'Project' };
      },
      'admin.testimonials.create': async () => {
        await admin.admin.testimonials.create({
          areaSlug: 'spring', name: 'Ana R.', location: '', rating: 5, textEn: 'Quick and friendly.', textEs: 'Rápidos y amables.', projectTypeEn: '', projectTypeEs: '', hidden: true, sortOrder: 500,
        });
        return { entityType: 'Testimonial' };
      },
      'admin.testimonials.update': async () => {
        const { id, version, slug: _s, createdAt: _c, updatedAt: _u, ...fields } = await db.testimonial.findFirstOrThrow({ where: { areaSlug: 'spring' }, orderBy: { sortOrder: 'asc' } });
        await admin.admin.testimonials.update({ ...fields, id, version, sortOrder: fields.sortOrder + 1 });
        return { entityType: 'Testimonial' };
      },
      'admin.photos.upload': async () => {
        const project = await db.project.findFirstOrThrow({ where: { areaSlug: 'spring' } });
        const file = new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6a4' } }).png().toBuffer());
        await admin.admin.photos.upload({ target: 'project', targetId: project.id, altEn: 'A bed of mulch', altEs: 'Una jardinera con mulch', file });
        return { entityType: 'Photo' };
      },
      // Out of service: a truck in service would make later files on this worker schedule with one.
      'admin.trucks.create': async () => {
        await admin.admin.trucks.create({ name: `Truck ${randomUUID()}`, palletCapacity: 10, yardTenths: 125, tonTenths: null, active: false });
        return { entityType: 'Truck' };
      },
      'admin.trucks.update': async () => {
        const truck = await db.truck.create({ data: { name: `Truck ${randomUUID()}`, palletCapacity: 10, yardTenths: 125, active: false } });
        await admin.admin.trucks.update({ id: truck.id, version: truck.version, name: truck.name, palletCapacity: 12, yardTenths: 140, tonTenths: 80, active: false });
        return { entityType: 'Truck' };
      },
      'admin.rainDay.move': async () => {
        const order = await paymentOrder();
        await db.order.update({ where: { id: order.id }, data: { deliveryDate: new Date('2031-06-10T00:00:00Z') } });
        const preview = await admin.admin.rainDay.preview({ date: '2031-06-10', newDate: '2031-06-11' });
        await admin.admin.rainDay.move({ date: '2031-06-10', newDate: '2031-06-11', reason: '', orders: preview.orders.map(({ id, version }) => ({ id, version })) });
        return { entityType: 'DeliveryDay' };
      },
      'admin.closedDays.add': async () => {
        await admin.admin.closedDays.add({ date: '2031-07-04', note: 'Independence Day' });
        return { entityType: 'ClosedDay' };
      },
      'admin.closedDays.remove': async () => {
        await admin.admin.closedDays.remove({ date: '2031-07-04' });
        return { entityType: 'ClosedDay' };
      },
      'admin.quotes.setTaxExempt': async () => {
        await admin.admin.quotes.setTaxExempt({ userId: customer.id, taxExempt: true });
        return { entityType: 'User' };
      },
      'admin.leads.setStatus': async () => {
        const lead = await newLead();
        await admin.admin.leads.setStatus({ id: lead.id, version: lead.version, status: 'QUOTED' });
        return { entityType: 'Lead' };
      },
      'admin.leads.addNote': async () => {
        const lead = await newLead();
        await admin.admin.leads.addNote({ id: lead.id, body: 'Called, left a voicemail.' });
        return { entityType: 'Lead' };
      },
      'admin.applications.decide': async () => {
        const app = await db.membershipApplication.create({ data: { companyName: 'Oak Builders', phone: '9365550100', email: 'oak@example.test', language: 'en' } });
        await admin.admin.applications.decide({ id: app.id, version: app.version, decision: 'APPROVED', tierId: 'member-tier-10', note: 'Builder since 2015.' });
        return { entityType: 'MembershipApplication' };
      },
      'admin.memberTiers.save': async () => {
        await admin.admin.memberTiers.save({ name: `Contractor ${randomUUID()}`, discountBasisPoints: 1200, volumeRules: [{ category: 'grass', minQuantity: 5000, discountBasisPoints: 300 }] });
        return { entityType: 'MemberTier' };
      },
      'admin.applications.addNote': async () => {
        const app = await db.membershipApplication.create({ data: { companyName: 'Elm Homes', phone: '9365550101', email: 'elm@example.test', language: 'es' } });
        await admin.admin.applications.addNote({ id: app.id, body: 'Sent the price list.' });
        return { entityType: 'MembershipApplication' };
      },
      'admin.quotes.setStatus': async () => {
        const quote = await db.quote.create({
          data: { userId: customer.id, deliveryMiles: 10, subtotalCents: 1000, deliveryFeeCents: 7500, totalCents: 8500, language: 'en', feeBreakdown: {} },
        });
        await admin.admin.quotes.setStatus({ id: quote.id, version: quote.version, status: 'SENT' });
        return { entityType: 'Quote' };
      },
      'admin.outbox.resend': async () => {
        const row = await db.emailOutbox.create({ data: { to: 'x@example.test', template: 'lead-confirmation', language: 'en', payload: { leadId: randomUUID(), name: 'X' }, status: 'FAILED', attempts: 5, lastError: 'timeout' } });
        await admin.admin.outbox.resend({ id: row.id });
        expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'PENDING' });
        return { entityType: 'EmailOutbox' };
      },
      'admin.staff.create': async () => {
        await admin.admin.staff.create({ email: `new-staff-${randomUUID()}@example.test`, name: 'New Staff', password: 'correct horse battery', role: 'STAFF' });
        return { entityType: 'User' };
      },
      'admin.staff.setRole': async () => {
        await admin.admin.staff.setRole({ id: target.id, role: 'ADMIN' });
        return { entityType: 'User' };
      },
      'admin.staff.resetTwoFactor': async () => {
        await admin.admin.staff.resetTwoFactor({ id: target.id });
        expect(await db.user.findUniqueOrThrow({ where: { id: target.id }, select: { twoFactorEnabledAt: true } })).toEqual({ twoFactorEnabledAt: null });
        return { entityType: 'User' };
      },
      'admin.staff.setActive': async () => {
        const before = await db.user.findUniqueOrThrow({ where: { id: target.id } });
        await admin.admin.staff.setActive({ id: target.id, isActive: false });
        const after = await db.user.findUniqueOrThrow({ where: { id: target.id } });
        expect(after.isActive).toBe(false);
        expect(after.sessionVersion).toBeGreaterThan(before.sessionVersion);
        return { entityType: 'User' };
      },
    };

    const mutations = Object.entries(appRouter._def.procedures)
      .filter(([path, proc]) => path.startsWith('admin.') && (proc as unknown as { _def: { type: string } })._def.type === 'mutation')
      .map(([path]) => path)
      .filter((path) => !readOnly.has(path));
    expect(Object.keys(scenarios).sort()).toEqual(mutations.sort());

    // The payment rules as they were: later files on this worker (order-documents) count on no pallet deposit.
    const rulesBefore = await admin.admin.business.paymentRules();
    for (const [path, run] of Object.entries(scenarios)) {
      const since = new Date();
      const { entityType } = await run();
      const entries = await db.auditLog.findMany({ where: { actorId: adminUser.id, createdAt: { gte: since } } });
      expect(entries.length, path).toBeGreaterThan(0);
      expect(entries.every((e) => e.entityType === entityType), path).toBe(true);
      expect(entries.some((e) => e.after !== null), path).toBe(true);
    }
    await admin.admin.business.updatePaymentRules({ ...rulesBefore, version: (await admin.admin.business.paymentRules()).version });
  });
});

describe('the quote calculator after a price change', () => {
  it('answers with the new price at once, although it keeps its data for a few seconds', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const visitor = callerAs(null);
    const product = await grassProduct();
    const priceIn = async () => (await visitor.catalogue.quoteData()).products.find((p) => p.id === product.id)?.priceBook?.listPriceCents;
    const before = await priceIn();
    expect(before).toBe(product.priceBook.listPriceCents);
    // The answer above is kept for a few seconds; a back-office change drops it.
    await staff.admin.products.updateRow(rowInput(await grassProduct(), before! + 11));
    expect(await priceIn()).toBe(before! + 11);
  });
});

describe('units a product is sold in', () => {
  it('staff give a unit its own price and stop selling another: the calculator data and a saved quote follow; audited', async () => {
    const staff = await createUser('STAFF');
    const customer = await createUser();
    const rock = await db.category.findUniqueOrThrow({ where: { key: 'rock' } });
    const slug = `units-${randomUUID().slice(0, 8)}`;
    const created = await callerAs(staff).admin.products.create({
      categoryId: rock.id,
      slug,
      unitType: 'BULK',
      nameEn: 'Units Stone',
      nameEs: 'Piedra Unidades',
      descriptionEn: '',
      descriptionEs: '',
      featuresEn: [],
      featuresEs: [],
      listPriceCents: 4000,
      salePriceCents: null,
      unitLabelEn: 'cubic yard',
      unitLabelEs: 'yarda cúbica',
      isActive: true,
      isFeatured: false,
    });
    // A new rock is sold by the yard and by the ton, priced from the base price.
    expect(created.units.map((u) => u.unit)).toEqual(['CUBIC_YARD', 'TON']);
    const saved = await callerAs(staff).admin.products.saveUnits({
      productId: created.id,
      version: created.version,
      units: [{ unit: 'CUBIC_YARD', baseHundredths: 100, listPriceCents: 4500, salePriceCents: null }],
    });
    expect(saved.units.map((u) => [u.unit, u.listPriceCents])).toEqual([['CUBIC_YARD', 4500]]);
    expect(await db.auditLog.count({ where: { action: 'product.units', entityId: created.id, actorId: staff.id } })).toBe(1);

    const rules = quoteRules();
    const date = earliestDeliveryDate(new Date(), rules.leadHours.BULK, rules.schedule);
    const pickup = { fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, language: 'en' as const };
    const quote = await callerAs(customer).quote.save({ lines: [{ productId: created.id, quantity: 2, unit: 'CUBIC_YARD' }], ...pickup, requestedDate: date });
    expect(quote.subtotalCents).toBe(9000);
    const refused = await failure(callerAs(customer).quote.save({ lines: [{ productId: created.id, quantity: 1, unit: 'TON' }], ...pickup, requestedDate: date }));
    expect(refused.cause).toMatchObject({ messageKey: 'quote:errors.unitNotSold' });

    // A stale version is refused; no unit at all is refused.
    expect((await failure(callerAs(staff).admin.products.saveUnits({ productId: created.id, version: created.version, units: saved.units.map(({ unit, baseHundredths, listPriceCents, salePriceCents }) => ({ unit, baseHundredths, listPriceCents, salePriceCents })) }))).code).toBe('CONFLICT');
    expect((await failure(callerAs(staff).admin.products.saveUnits({ productId: created.id, version: saved.version, units: [] }))).code).toBe('BAD_REQUEST');
  });
});
