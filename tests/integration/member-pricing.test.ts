// Member pricing end to end on the server (issue "Member pricing that pays off"): an application
// belongs to the account with its e-mail (before or after), staff approve with a tier and the
// member's saved quotes carry member prices; revoking gives regular prices at the next request; a
// request cannot claim member prices; the applicant is e-mailed the decision in their language.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { earliestDeliveryDate } from '@/domain/delivery-date';
import { defaultUnits } from '@/content/units';
import { quoteRules } from '@/server/services/quote-rules';
import { renderTemplate } from '@emails/templates';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n/translate';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { uniqueEmail, validMembership } from './lead-support';

const createdProducts: string[] = [];
afterAll(async () => {
  await db.product.deleteMany({ where: { id: { in: createdProducts } } });
});

/** A grass product of our own: $1.00 a sq ft, so a pallet of 450 sq ft is $450.00. */
async function grass(opts: { list?: number; sale?: number | null } = {}) {
  const category = await db.category.findUniqueOrThrow({ where: { key: 'grass' } });
  const slug = `member-${randomUUID()}`;
  const product = await db.product.create({
    data: {
      slug,
      categoryId: category.id,
      unitType: 'GRASS',
      nameEn: `Member test ${slug.slice(7, 15)}`,
      nameEs: `Prueba miembro ${slug.slice(7, 15)}`,
      priceBook: { create: { listPriceCents: opts.list ?? 100, salePriceCents: opts.sale ?? null } },
      units: { create: defaultUnits('grass', slug) },
    },
    select: { id: true },
  });
  createdProducts.push(product.id);
  return product.id;
}

const rules = quoteRules();
const DATE = earliestDeliveryDate(new Date(), Math.max(rules.leadHours.GRASS, rules.leadHours.BULK), rules.schedule);
const pickupQuote = (productId: string, quantity = 2, language: 'en' | 'es' = 'en') => ({
  lines: [{ productId, quantity, unit: 'PALLET' as const }],
  fulfilment: 'PICKUP' as const,
  zip: null,
  typedMiles: null,
  requestedDate: DATE,
  language,
});

async function staff() {
  return callerAs(await createUser('STAFF'));
}

async function apply(email: string, lang: 'en' | 'es' = 'en') {
  await callerAs(null, { lang }).lead.membership(validMembership({ email, companyName: 'Brazos Builders' }));
  return db.membershipApplication.findFirstOrThrow({ where: { email }, select: { id: true, version: true, userId: true } });
}

async function decide(id: string, decision: 'APPROVED' | 'DECLINED' | 'REVOKED', tierId: string | null = 'member-tier-10') {
  const { version } = await db.membershipApplication.findUniqueOrThrow({ where: { id }, select: { version: true } });
  return (await staff()).admin.applications.decide({ id, version, decision, tierId, note: `${decision} in a test` });
}

async function savedLines(quoteId: string) {
  return db.quoteLine.findMany({ where: { quoteId }, select: { unitPriceCents: true, regularUnitPriceCents: true, lineTotalCents: true }, orderBy: { position: 'asc' } });
}

describe('member pricing', () => {
  it('approve → member prices in a saved quote; a quote saved before keeps its prices; revoke → regular prices for the same session', async () => {
    const productId = await grass();
    const customer = await createUser('CUSTOMER');
    const session = callerAs(customer);
    const app = await apply(customer.email);
    expect(app.userId).toBe(customer.id); // the account existed: linked at once

    const before = await session.quote.save(pickupQuote(productId));
    expect(await savedLines(before.id)).toEqual([{ unitPriceCents: 45000, regularUnitPriceCents: null, lineTotalCents: 90000 }]);
    expect(await session.membership.myPrices()).toBeNull();

    await decide(app.id, 'APPROVED');
    const member = await session.quote.save(pickupQuote(productId));
    // 10% off $450.00 = $405.00 a pallet, the regular price kept beside it.
    expect(await savedLines(member.id)).toEqual([{ unitPriceCents: 40500, regularUnitPriceCents: 45000, lineTotalCents: 81000 }]);
    expect(member.subtotalCents).toBe(81000);
    expect(await savedLines(before.id)).toEqual([{ unitPriceCents: 45000, regularUnitPriceCents: null, lineTotalCents: 90000 }]);
    expect(await session.membership.myPrices()).toMatchObject({ tierName: 'Member 10%', discountBasisPoints: 1000 });
    expect((await session.membership.mine())[0]).toMatchObject({ status: 'APPROVED', tier: { name: 'Member 10%' } });

    // Re-pricing the quote saved before approval gives member prices (a new quote).
    const repriced = await session.quote.reprice({ id: before.id });
    expect((await savedLines(repriced.id))[0]!.unitPriceCents).toBe(40500);

    // The same session (made before the revocation) gets regular prices at its next request.
    await decide(app.id, 'REVOKED', null);
    const after = await session.quote.save(pickupQuote(productId));
    expect(await savedLines(after.id)).toEqual([{ unitPriceCents: 45000, regularUnitPriceCents: null, lineTotalCents: 90000 }]);
    expect(await session.membership.myPrices()).toBeNull();
    expect((await session.membership.mine())[0]).toMatchObject({ status: 'REVOKED' });

    const audit = await db.auditLog.findMany({ where: { entityType: 'MembershipApplication', entityId: app.id }, select: { action: true }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['application.approved', 'application.revoked']);
    const notes = await db.applicationNote.findMany({ where: { applicationId: app.id }, select: { body: true } });
    expect(notes.map((n) => n.body).sort()).toEqual(['APPROVED in a test', 'REVOKED in a test']);
  });

  it('an application sent before the account exists is linked when the account is created; the approval e-mail says to create it, in the application’s language', async () => {
    const email = uniqueEmail('builder');
    const app = await apply(email, 'es');
    expect(app.userId).toBeNull();
    await decide(app.id, 'APPROVED');
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { applicationId: app.id, template: 'membership-decision' } });
    expect(mail).toMatchObject({ to: email, language: 'es' });
    expect(mail.payload).toMatchObject({ decision: 'APPROVED', hasAccount: false, discountBasisPoints: 1000 });
    const rendered = await renderTemplate('membership-decision', 'es', mail.payload);
    expect(rendered.subject).toContain('fue aprobada');
    expect(rendered.text).toContain('10%');
    expect(rendered.text).toContain('Cree su cuenta');
    expect(rendered.text).toContain('/es/auth');

    // The builder signs up later with the same address (another case), in English.
    await callerAs(null).account.signUp({ name: 'Brazos', email: email.toUpperCase(), password: 'Sod-and-stone-77', confirmPassword: 'Sod-and-stone-77' });
    const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, role: true } });
    expect((await db.membershipApplication.findUniqueOrThrow({ where: { id: app.id } })).userId).toBe(user.id);
    const productId = await grass();
    const saved = await callerAs(user).quote.save(pickupQuote(productId, 1, 'es'));
    expect((await savedLines(saved.id))[0]).toMatchObject({ unitPriceCents: 40500, regularUnitPriceCents: 45000 });
  });

  it('a decline is e-mailed and gives no member prices; decisions that do not apply are refused', async () => {
    const customer = await createUser('CUSTOMER');
    const app = await apply(customer.email);
    const err = await failure(decide(app.id, 'REVOKED', null));
    expect(err.code).toBe('BAD_REQUEST');
    await decide(app.id, 'DECLINED', null);
    expect((await db.emailOutbox.findFirstOrThrow({ where: { applicationId: app.id, template: 'membership-decision' } })).payload).toMatchObject({ decision: 'DECLINED', hasAccount: true });
    expect((await failure(decide(app.id, 'DECLINED', null))).code).toBe('BAD_REQUEST');
    expect(await callerAs(customer).membership.myPrices()).toBeNull();
    // Approval needs a tier that exists.
    expect((await failure(decide(app.id, 'APPROVED', null))).code).toBe('BAD_REQUEST');
    expect((await failure(decide(app.id, 'APPROVED', 'no-such-tier'))).code).toBe('BAD_REQUEST');
  });

  it('a tampered request cannot give itself member prices', async () => {
    const productId = await grass();
    const customer = await createUser('CUSTOMER');
    const tampered = {
      ...pickupQuote(productId),
      lines: [{ productId, quantity: 2, unit: 'PALLET' as const, unitPriceCents: 1, memberPriceCents: 1 }],
      tierId: 'member-tier-15',
      member: true,
      discountBasisPoints: 9000,
    };
    const saved = await callerAs(customer).quote.save(tampered as never);
    expect(await savedLines(saved.id)).toEqual([{ unitPriceCents: 45000, regularUnitPriceCents: null, lineTotalCents: 90000 }]);
    // Nor can a customer decide their own application or change tiers.
    const app = await apply(customer.email);
    const self = callerAs(customer);
    expect((await failure(self.admin.applications.decide({ id: app.id, version: app.version, decision: 'APPROVED', tierId: 'member-tier-15', note: 'me' }))).code).toBe('FORBIDDEN');
    expect((await failure(self.admin.memberTiers.save({ id: 'member-tier-5', version: 1, name: 'Mine', discountBasisPoints: 9000, volumeRules: [] }))).code).toBe('FORBIDDEN');
  });

  it('a unit’s own member price wins when lower, never above the sale price; volume discounts count the category', async () => {
    const productId = await grass({ list: 120, sale: 100 }); // pallet $450.00 on sale (list $540.00)
    await db.productUnit.update({ where: { productId_unit: { productId, unit: 'PALLET' } }, data: { memberPriceCents: 39000 } });
    const tier = await (await staff()).admin.memberTiers.save({ name: `Volume ${randomUUID()}`, discountBasisPoints: 500, volumeRules: [{ category: 'grass', minQuantity: 2250, discountBasisPoints: 1000 }] });
    const customer = await createUser('CUSTOMER');
    const app = await apply(customer.email);
    await decide(app.id, 'APPROVED', tier.id);
    const session = callerAs(customer);
    // 4 pallets = 1,800 sq ft, below the threshold: the unit's $390.00 beats 5% off $450.00 ($427.50).
    expect((await savedLines((await session.quote.save(pickupQuote(productId, 4))).id))[0]).toMatchObject({ unitPriceCents: 39000, regularUnitPriceCents: 45000 });
    // 5 pallets = 2,250 sq ft: a further 10% off the $390.00.
    expect((await savedLines((await session.quote.save(pickupQuote(productId, 5))).id))[0]).toMatchObject({ unitPriceCents: 35100, regularUnitPriceCents: 45000 });
    // Square feet (no own member price): 5% off $1.00 = $0.95.
    const sqft = await session.quote.save({ ...pickupQuote(productId), lines: [{ productId, quantity: 100, unit: 'SQ_FT' }] });
    expect((await savedLines(sqft.id))[0]).toMatchObject({ unitPriceCents: 95, regularUnitPriceCents: 100 });
    const prices = await session.membership.myPrices();
    expect(prices?.unitPrices).toContainEqual(expect.objectContaining({ productId, unit: 'PALLET', memberPriceCents: 39000 }));
  });

  it('refuses a tier volume rule for an unknown category with a clear message', async () => {
    const err = await failure((await staff()).admin.memberTiers.save({ name: 'Odd', discountBasisPoints: 500, volumeRules: [{ category: 'gravelly', minQuantity: 5, discountBasisPoints: 100 }] }));
    expect(err.code).toBe('BAD_REQUEST');
    expect(translate('en', (err.cause as AppError).messageKey)).toBe('Choose a category from the list.');
    expect(translate('es', (err.cause as AppError).messageKey)).toBe('Elija una categoría de la lista.');
  });
});
