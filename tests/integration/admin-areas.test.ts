// Service areas edited in the back office: what the ZIP check, the pages and the quote read.
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { translate } from '@/server/i18n/translate';
import { callerAs, createUser } from './support/caller';
import { quoteRules } from '@/server/services/quote-rules';
import { addDays, earliestDeliveryDate } from '@/domain/delivery-date';
import { db } from './support/db';
import { failure } from './support/failure';


async function editable(slug: string) {
  const staff = await createUser('STAFF');
  const area = (await callerAs(staff).admin.areas.list()).find((a) => a.slug === slug)!;
  const input = {
    id: area.id,
    version: area.version,
    name: area.name,
    deliveryTimeEn: area.deliveryTimeEn,
    deliveryTimeEs: area.deliveryTimeEs,
    descriptionEn: area.descriptionEn,
    descriptionEs: area.descriptionEs,
    featured: area.featured,
    sortOrder: area.sortOrder,
    minimumOrderCents: area.minimumOrderCents,
    zipCodes: area.zipCodes.map((z) => z.zip).join(', '),
  };
  return { staff, area, input };
}

describe('admin.areas', () => {
  it('saves ZIP codes, minimum order and delivery times; the ZIP check answers from them at once; audited', async () => {
    const { staff, area, input } = await editable('tomball');
    const saved = await callerAs(staff).admin.areas.update({ ...input, zipCodes: '77375 77377, 77378', minimumOrderCents: 17500, deliveryTimeEs: 'Al día siguiente' });
    expect(saved.version).toBe(area.version + 1);
    expect(saved.zipCodes.map((z) => z.zip)).toEqual(['77375', '77377', '77378']);
    expect(saved.minimumOrderCents).toBe(17500);
    expect(await callerAs(null, { lang: 'es' }).catalogue.findAreaByZip({ zip: '77378' })).toMatchObject({ slug: 'tomball', deliveryTime: 'Al día siguiente' });

    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'ServiceArea', entityId: area.id, action: 'area.update' }, orderBy: { createdAt: 'desc' } });
    expect(audit.actorId).toBe(staff.id);
    expect(audit.after).toMatchObject({ minimumOrderCents: 17500, zipCodes: ['77375', '77377', '77378'] });

    // A second editor with the version read before this save is refused, and changes nothing.
    const stale = await failure(callerAs(staff).admin.areas.update({ ...input, name: 'Stale' }));
    expect(stale.code).toBe('CONFLICT');
    expect((await db.serviceArea.findUniqueOrThrow({ where: { id: area.id } })).name).toBe(area.name);
  });

  it('refuses ZIP codes that are not five digits, naming them in the editor’s language, and saves nothing', async () => {
    const { staff, area, input } = await editable('montgomery');
    const error = await failure(callerAs(staff, { lang: 'es' }).admin.areas.update({ ...input, zipCodes: '77316, 7735, abc' }));
    expect(error.code).toBe('BAD_REQUEST');
    const issue = (error.cause as ZodError).issues[0]!;
    expect(translate('es', issue.message, (issue as { params?: Record<string, string> }).params)).toBe(
      'Estos no son códigos postales de cinco dígitos: 7735, abc',
    );
    expect(await db.serviceAreaZip.count({ where: { areaId: area.id } })).toBe(area.zipCodes.length);
    expect((await db.serviceArea.findUniqueOrThrow({ where: { id: area.id } })).version).toBe(area.version);
  });

  it('is for staff only', async () => {
    const { input } = await editable('montgomery');
    const customer = await createUser();
    expect((await failure(callerAs(customer).admin.areas.update(input))).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(null).admin.areas.list())).code).toBe('UNAUTHORIZED');
  });
});

describe('admin.closedDays', () => {
  it('a closed day staff add is refused as a delivery date and leaves the calculator’s dates; removed, it is offered again; audited', async () => {
    const staff = await createUser('STAFF');
    const customer = await createUser();
    const rules = quoteRules();
    // A working day three weeks on, so no lead time or other test's closed day is in the way.
    let date = addDays(earliestDeliveryDate(new Date(), rules.leadHours.BULK, rules.schedule), 21);
    while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0 || rules.schedule.closedDates.includes(date)) date = addDays(date, 1);
    const rock = await db.product.findFirstOrThrow({ where: { category: { key: 'rock' }, isActive: true, priceBook: { listPriceCents: { not: null } } }, select: { id: true } });
    const order = { lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' as const }], fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, requestedDate: date, language: 'en' as const };

    await callerAs(staff).admin.closedDays.add({ date, note: 'Family reunion' });
    expect((await callerAs(null).catalogue.quoteData()).rules.schedule.closedDates).toContain(date);
    const refused = await failure(callerAs(customer).quote.save(order));
    expect(refused.cause).toMatchObject({ messageKey: 'quote:errors.date.closed' });
    expect(await db.auditLog.count({ where: { action: 'closedDay.add', entityId: date, actorId: staff.id } })).toBe(1);

    await callerAs(staff).admin.closedDays.remove({ date });
    expect((await callerAs(null).catalogue.quoteData()).rules.schedule.closedDates).not.toContain(date);
    await expect(callerAs(customer).quote.save(order)).resolves.toMatchObject({ subtotalCents: expect.any(Number) });

    expect((await failure(callerAs(customer).admin.closedDays.add({ date, note: '' }))).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(staff).admin.closedDays.add({ date: '2020-01-06', note: '' }))).code).toBe('BAD_REQUEST');
  });

  it('a yearly holiday, set once for a past year, closes its month and day this year: refused by the calculator, a save and an acceptance; audited', async () => {
    const staff = await createUser('STAFF');
    const customer = await createUser();
    const rules = quoteRules();
    // A working day five to eight weeks on (no other test's day), and the same day a year before.
    let date = addDays(earliestDeliveryDate(new Date(), rules.leadHours.BULK, rules.schedule), 35 + Math.floor(Math.random() * 20));
    while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0 || rules.schedule.closedDates.includes(date) || date.endsWith('-02-29')) date = addDays(date, 1);
    const lastYear = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    const rock = await db.product.findFirstOrThrow({ where: { category: { key: 'rock' }, isActive: true, priceBook: { listPriceCents: { not: null } } }, select: { id: true } });
    const order = { lines: [{ productId: rock.id, quantity: 5, unit: 'CUBIC_YARD' as const }], fulfilment: 'PICKUP' as const, zip: null, typedMiles: null, requestedDate: addDays(date, 1), language: 'en' as const };
    if (new Date(`${order.requestedDate}T12:00:00Z`).getUTCDay() === 0) order.requestedDate = addDays(date, 2);
    const saved = await callerAs(customer).quote.save(order);

    // A past one-off date is refused; as a yearly holiday it is kept (it comes back).
    expect((await failure(callerAs(staff).admin.closedDays.add({ date: lastYear, note: 'Holiday' }))).code).toBe('BAD_REQUEST');
    await callerAs(staff).admin.closedDays.add({ date: lastYear, note: 'Holiday', yearly: true });
    expect(await callerAs(staff).admin.closedDays.list()).toContainEqual({ date: lastYear, note: 'Holiday', yearly: true });
    expect((await callerAs(null).catalogue.quoteData()).rules.schedule.closedDates).toContain(date);
    expect((await failure(callerAs(customer).quote.save({ ...order, requestedDate: date }))).cause).toMatchObject({ messageKey: 'quote:errors.date.closed' });
    const accept = { quoteId: saved.id, requestedDate: date, street: '', city: '', zip: '', siteNotes: '', phone: '(936) 555-0142', expectedTotalCents: saved.totalCents };
    expect((await failure(callerAs(customer).order.accept(accept))).cause).toMatchObject({ messageKey: 'quote:errors.date.closed' });
    expect(await db.order.count({ where: { quoteId: saved.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'closedDay.add', entityId: lastYear, actorId: staff.id } });
    expect(audit.after).toEqual({ date: lastYear, note: 'Holiday', yearly: true });

    await callerAs(staff).admin.closedDays.remove({ date: lastYear });
    expect((await callerAs(null).catalogue.quoteData()).rules.schedule.closedDates).not.toContain(date);
    await expect(callerAs(customer).order.accept(accept)).resolves.toMatchObject({ outcome: 'accepted' });
  });
});

