// The staff's side of the delivery day (issue 46): scheduling names an active driver (anything
// else refused in the staff member's language, nothing changed), shown on the order, its ticket
// and the board and recorded on the timeline and the audit like the truck.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { describeError } from '@/server/trpc/trpc';
import type { SessionUser } from '@/server/trpc/context';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { acceptedOrder as orderOf, openDays } from './support/orders';

const freshOpenDay = openDays(9600);
const key = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : ((error.cause as { issues?: { message: string }[] })?.issues?.[0]?.message ?? null));
const acceptedOrder = async (opts: Parameters<typeof orderOf>[0] = {}) => (await orderOf({ date: freshOpenDay(), ...opts })).order;

/** A driver account with a name of this run. */
async function driverAccount(name: string, overrides: { isActive?: boolean } = {}) {
  const user = await createUser('DRIVER', overrides);
  await db.user.update({ where: { id: user.id }, data: { name } });
  return { ...user, name };
}

// Once any truck is in service a delivery needs one: this file's own, taken out of service at the end.
let truckId: string | undefined;
beforeAll(async () => {
  truckId = (await db.truck.create({ data: { name: `Driver test ${randomUUID().slice(0, 8)}`, palletCapacity: 20, yardTenths: 200, active: true } })).id;
});
afterAll(async () => {
  if (truckId) await db.truck.update({ where: { id: truckId }, data: { active: false } });
});

const schedule = (order: { id: string; version: number }, extra: object = {}) => ({ id: order.id, version: order.version, to: 'SCHEDULED' as const, deliveryDate: freshOpenDay(), windowStart: 450, windowEnd: 600, truck: '', truckId, ...extra });

describe('scheduling names the driver', () => {
  let staffUser: SessionUser;
  beforeAll(async () => {
    staffUser = await createUser('STAFF');
  });

  it('stores an active driver, shows them on the order, the board and the day, and records them on the timeline and the audit', async () => {
    const staff = callerAs(staffUser);
    const luis = await driverAccount(`Luis ${randomUUID().slice(0, 6)}`);
    const placed = await orderOf({ date: freshOpenDay() });
    const order = placed.order;
    const input = schedule(order, { driverId: luis.id });
    await staff.admin.orders.move(input);

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, driverId: true } })).toEqual({ status: 'SCHEDULED', driverId: luis.id });
    const detail = await staff.admin.orders.get({ id: order.id });
    expect(detail.driver).toEqual({ id: luis.id, name: luis.name });
    expect(detail.events.at(-1)?.details).toMatchObject({ driverId: luis.id, driverName: luis.name });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Order', entityId: order.id, action: 'order.move' } });
    expect(audit).toMatchObject({ actorId: staffUser.id, after: { status: 'SCHEDULED', driverId: luis.id, driverName: luis.name } });
    expect((await staff.admin.orders.list()).find((o) => o.id === order.id)?.driver).toEqual({ id: luis.id, name: luis.name });
    const day = await staff.admin.orders.day({ date: input.deliveryDate });
    expect(day.orders.find((o) => o.id === order.id)?.driver).toEqual({ id: luis.id, name: luis.name });
    // The customer's timeline reads the change of state, not the driver's account or name staff recorded.
    const mine = await callerAs(placed.customer).order.forQuote({ quoteId: placed.quote.id });
    expect(mine!.events.map((e) => e.toStatus)).toEqual(['SCHEDULED']);
    expect(JSON.stringify(mine!.events)).not.toContain(luis.id);
    expect(JSON.stringify(mine!.events)).not.toContain(luis.name);
  });

  it('schedules without a driver (none chosen yet)', async () => {
    const order = await acceptedOrder();
    await callerAs(staffUser).admin.orders.move(schedule(order));
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, driverId: true } })).toEqual({ status: 'SCHEDULED', driverId: null });
  });

  it("refuses a staff member's or a customer's account, an unknown one, a deactivated driver and any driver on a pickup, in either language, changing nothing", async () => {
    const staff = callerAs(staffUser);
    const retired = await driverAccount(`Pedro ${randomUUID().slice(0, 6)}`, { isActive: false });
    const customer = await createUser('CUSTOMER');
    const order = await acceptedOrder();
    const notADriver = ['orders:drivers.errors.unknown', 'That is not a driver: choose one from the list.', 'Eso no es un chofer: elija uno de la lista.'] as const;
    const refusals: [string, readonly [string, string, string]][] = [
      [staffUser.id, notADriver],
      [customer.id, notADriver],
      [`c${randomUUID().replaceAll('-', '').slice(0, 24)}`, notADriver],
      ['x'.repeat(65), notADriver],
      [retired.id, ['orders:drivers.errors.inactive', `${retired.name} is deactivated: choose another driver.`, `${retired.name} está desactivado: elija otro chofer.`]],
    ];
    for (const [driverId, [messageKey, en, es]] of refusals) {
      const refused = await failure(staff.admin.orders.move(schedule(order, { driverId })));
      expect([refused.code, key(refused)], driverId).toEqual(['BAD_REQUEST', messageKey]);
      expect(describeError(refused, 'en').message).toBe(en);
      expect(describeError(refused, 'es').message).toBe(es);
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(order);
    expect(await db.auditLog.count({ where: { entityType: 'Order', entityId: order.id } })).toBe(0);

    const pickup = await acceptedOrder({ fulfilment: 'PICKUP' });
    const luis = await driverAccount('Luis');
    const refused = await failure(staff.admin.orders.move({ ...schedule(pickup, { driverId: luis.id }), truckId: undefined }));
    expect(key(refused)).toBe('orders:drivers.errors.pickup');
    expect(describeError(refused, 'es').message).toBe('Lo que se recoge en el patio no lleva chofer.');
    expect((await db.order.findUniqueOrThrow({ where: { id: pickup.id } })).status).toBe('ACCEPTED');
  });

  it('lists the active drivers to staff by name, not deactivated drivers nor other accounts; customers, drivers and visitors cannot ask', async () => {
    const tag = randomUUID().slice(0, 6);
    const active = await driverAccount(`Ana ${tag}`);
    const retired = await driverAccount(`Beto ${tag}`, { isActive: false });
    const drivers = await callerAs(staffUser).admin.orders.drivers();
    expect(drivers).toContainEqual({ id: active.id, name: active.name });
    expect(drivers.map((d) => d.id)).not.toContain(retired.id);
    expect(drivers.map((d) => d.id)).not.toContain(staffUser.id);
    for (const [caller, code] of [
      [callerAs(await createUser('CUSTOMER')), 'FORBIDDEN'],
      [callerAs(active), 'FORBIDDEN'],
      [callerAs(null), 'UNAUTHORIZED'],
    ] as const) {
      expect((await failure(caller.admin.orders.drivers())).code).toBe(code);
    }
  });
});

describe("the owner's return-trip fee", () => {
  it('is saved by an admin with the payment rules, version-checked and audited; refused below zero or above $1,000 in either language, changing nothing', async () => {
    const adminUser = await createUser('ADMIN');
    const admin = callerAs(adminUser);
    const before = await admin.admin.business.paymentRules();
    try {
      const saved = await admin.admin.business.updatePaymentRules({ ...before, returnTripFeeCents: 10_000 });
      expect(saved).toMatchObject({ returnTripFeeCents: 10_000, version: before.version + 1 });
      expect(await admin.admin.business.paymentRules()).toMatchObject({ returnTripFeeCents: 10_000 });
      const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'payments.settings', actorId: adminUser.id }, orderBy: { createdAt: 'desc' } });
      expect(audit).toMatchObject({ before: { returnTripFeeCents: before.returnTripFeeCents }, after: { returnTripFeeCents: 10_000 } });

      for (const bad of [-100, 100_001, 12.5]) {
        const refused = await failure(admin.admin.business.updatePaymentRules({ ...saved, returnTripFeeCents: bad }));
        expect([refused.code, key(refused)], String(bad)).toEqual(['BAD_REQUEST', 'business:validation.returnTripFee']);
        expect(describeError(refused, 'en').message).toBe('From 0 to 1,000.00.');
        expect(describeError(refused, 'es').message).toBe('De 0 a 1,000.00.');
      }
      const stale = await failure(admin.admin.business.updatePaymentRules({ ...saved, version: before.version, returnTripFeeCents: 5_000 }));
      expect(stale.code).toBe('CONFLICT');
      expect((await failure(callerAs(await createUser('STAFF')).admin.business.updatePaymentRules({ ...saved, returnTripFeeCents: 0 }))).code).toBe('FORBIDDEN');
      expect(await db.paymentSettings.findUniqueOrThrow({ where: { id: 1 }, select: { returnTripFeeCents: true, version: true } })).toEqual({ returnTripFeeCents: 10_000, version: saved.version });
    } finally {
      const now = await admin.admin.business.paymentRules();
      await admin.admin.business.updatePaymentRules({ ...now, returnTripFeeCents: before.returnTripFeeCents });
    }
  });
});

describe('proof of delivery on the order page', () => {
  it("returns each attempt, oldest first, with the driver's name, times, receiver, pallets, note, fee, location, signature and photos as private addresses", async () => {
    const staff = callerAs(await createUser('STAFF'));
    const luis = await driverAccount(`Luis ${randomUUID().slice(0, 6)}`);
    const order = await acceptedOrder({ status: 'DELIVERED' });
    const [photo, signature] = [randomUUID(), randomUUID()];
    const failed = await db.deliveryAttempt.create({
      data: { orderId: order.id, driverId: luis.id, outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', note: 'Gate locked', happenedAt: new Date('2030-06-03T14:05:00Z'), feeCents: 10_000 },
    });
    const delivered = await db.deliveryAttempt.create({
      data: {
        orderId: order.id,
        driverId: luis.id,
        outcome: 'DELIVERED',
        photoIds: [photo],
        photoWidths: [1280],
        signatureId: signature,
        receivedBy: 'Ana Pérez',
        palletsReturned: 2,
        latitude: '30.209400',
        longitude: '-95.750800',
        happenedAt: new Date('2030-06-10T15:30:00Z'),
      },
    });

    const { proofs } = await staff.admin.orders.get({ id: order.id });
    expect(proofs.map((p) => p.id)).toEqual([failed.id, delivered.id]);
    expect(proofs[0]).toMatchObject({ outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', note: 'Gate locked', feeCents: 10_000, driver: { name: luis.name }, location: null, photos: [], signatureUrl: null });
    expect(proofs[1]).toMatchObject({
      outcome: 'DELIVERED',
      receivedBy: 'Ana Pérez',
      leftOnSite: false,
      palletsReturned: 2,
      feeCents: 0,
      driver: { name: luis.name },
      happenedAt: new Date('2030-06-10T15:30:00Z'),
      location: { latitude: 30.2094, longitude: -95.7508 },
      signatureUrl: `/api/delivery-proofs/${signature}/signature.png`,
    });
    expect(proofs[1]!.photos).toEqual([expect.objectContaining({ id: photo, url: `/api/delivery-proofs/${photo}/1280.webp` })]);
    expect(proofs[1]!.photos[0]!.widths).toContain(1280);
    expect(proofs[1]!.createdAt).toBeInstanceOf(Date);
  });
});
