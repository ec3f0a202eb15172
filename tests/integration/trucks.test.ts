// Trucks (issue 46): staff keep them (audited, version-checked, names unique), scheduling a
// delivery names an active truck once any is kept, and the day view totals each truck's loads
// with its warnings beside the day's capacity. Every truck this file makes is taken out of
// service at the end: later files on this worker schedule without trucks, as before issue 46.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { AppError } from '@/server/errors';
import { describeError } from '@/server/trpc/trpc';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { acceptedOrder as orderOf, openDays, type OrderLine } from './support/orders';

const run = randomUUID().slice(0, 8);
/** A truck name of this file's run. */
const named = (name: string) => `${name} ${run}`;
/** Dates of this file only: the day view counts every order of its date. */
const freshOpenDay = openDays(9200);
const key = (error: { cause?: unknown }) => (error.cause instanceof AppError ? error.cause.messageKey : ((error.cause as { issues?: { message: string }[] })?.issues?.[0]?.message ?? null));
const acceptedOrder = async (opts: Parameters<typeof orderOf>[0] = {}) => (await orderOf({ date: freshOpenDay(), ...opts })).order;

const truckInput = (name: string, over: Partial<{ palletCapacity: number; yardTenths: number; tonTenths: number | null; active: boolean }> = {}) => ({
  name: named(name),
  palletCapacity: 10,
  yardTenths: 125,
  tonTenths: null,
  active: true,
  ...over,
});

afterAll(async () => {
  await db.truck.updateMany({ where: { name: { endsWith: run } }, data: { active: false } });
});

describe('trucks in the back office', () => {
  it('staff add a truck and an admin edits it, each change audited; customers and anonymous visitors are refused', async () => {
    const staffUser = await createUser('STAFF');
    const adminUser = await createUser('ADMIN');
    const truck = await callerAs(staffUser).admin.trucks.create(truckInput('Flatbed'));
    expect(truck).toMatchObject({ name: named('Flatbed'), palletCapacity: 10, yardTenths: 125, tonTenths: null, active: true, version: 1 });
    const edited = await callerAs(adminUser).admin.trucks.update({ ...truckInput('Flatbed 2', { palletCapacity: 12, tonTenths: 80 }), id: truck.id, version: truck.version });
    expect(edited).toMatchObject({ name: named('Flatbed 2'), palletCapacity: 12, tonTenths: 80, version: 2 });
    expect((await callerAs(staffUser).admin.trucks.list()).find((t) => t.id === truck.id)).toEqual(edited);

    const audit = await db.auditLog.findMany({ where: { entityType: 'Truck', entityId: truck.id }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['truck.create', staffUser.id],
      ['truck.update', adminUser.id],
    ]);
    expect(audit[1]).toMatchObject({ before: { name: named('Flatbed'), palletCapacity: 10, tonTenths: null }, after: { name: named('Flatbed 2'), palletCapacity: 12, tonTenths: 80 } });

    const customer = callerAs(await createUser('CUSTOMER'));
    const anonymous = callerAs(null);
    for (const [caller, code] of [
      [customer, 'FORBIDDEN'],
      [anonymous, 'UNAUTHORIZED'],
    ] as const) {
      expect((await failure(caller.admin.trucks.list())).code).toBe(code);
      expect((await failure(caller.admin.trucks.create(truckInput('Sneaky')))).code).toBe(code);
      expect((await failure(caller.admin.trucks.update({ ...truckInput('Sneaky'), id: truck.id, version: 2 }))).code).toBe(code);
    }
    expect(await db.truck.count({ where: { name: named('Sneaky') } })).toBe(0);
    expect((await db.truck.findUniqueOrThrow({ where: { id: truck.id } })).version).toBe(2);
  });

  it('refuses a stale version, a name already taken (whatever its case) and capacities out of range, changing nothing', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const a = await staff.admin.trucks.create(truckInput('Dump A'));
    await staff.admin.trucks.create(truckInput('Dump B'));
    const v2 = await staff.admin.trucks.update({ ...truckInput('Dump A', { yardTenths: 140 }), id: a.id, version: a.version });

    const stale = await failure(staff.admin.trucks.update({ ...truckInput('Dump A', { yardTenths: 100 }), id: a.id, version: a.version }));
    expect([stale.code, key(stale)]).toEqual(['CONFLICT', 'admin:errors.conflict']);
    const taken = await failure(staff.admin.trucks.update({ ...truckInput('DUMP B'), name: named('DUMP B'), id: a.id, version: v2.version }));
    expect([taken.code, key(taken)]).toEqual(['CONFLICT', 'admin:trucks.errors.nameTaken']);
    expect(describeError(taken, 'es').message).toBe(`Ya existe un camión llamado ${named('DUMP B')}.`);
    expect(key(await failure(staff.admin.trucks.create({ ...truckInput('x'), name: named('dump b') })))).toBe('admin:trucks.errors.nameTaken');
    for (const bad of [{ palletCapacity: -1 }, { palletCapacity: 101 }, { yardTenths: 2.5 }, { tonTenths: 10_000 }]) {
      const refused = await failure(staff.admin.trucks.create(truckInput('Bad', bad)));
      expect([refused.code, key(refused)], JSON.stringify(bad)).toEqual(['BAD_REQUEST', 'admin:trucks.errors.capacity']);
    }
    expect(await db.truck.findUniqueOrThrow({ where: { id: a.id }, select: { yardTenths: true, version: true } })).toEqual({ yardTenths: 140, version: 2 });
    expect(await db.truck.count({ where: { name: named('Bad') } })).toBe(0);
  });
});

describe('scheduling on a truck', () => {
  const schedule = (order: { id: string; version: number }, date: string, extra: object = {}) => ({ id: order.id, version: order.version, to: 'SCHEDULED' as const, deliveryDate: date, windowStart: 450, windowEnd: 600, truck: 'Luis', ...extra });

  it('stores the active truck chosen, on the timeline, the audit and the ticket; refuses none, an unknown or an out-of-service truck in either language, and any truck for a pickup', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const active = await staff.admin.trucks.create(truckInput('Sod truck'));
    const retired = await staff.admin.trucks.create(truckInput('Old truck', { active: false }));
    const order = await acceptedOrder();
    const date = freshOpenDay();

    const refusals: [object, string, string, string][] = [
      [{}, 'orders:trucks.errors.required', 'Choose the truck that carries this delivery.', 'Elija el camión que lleva esta entrega.'],
      [{ truckId: randomUUID() }, 'orders:trucks.errors.unknown', 'That truck does not exist: choose one from the list.', 'Ese camión no existe: elija uno de la lista.'],
      [{ truckId: 'truck 2' }, 'orders:trucks.errors.unknown', 'That truck does not exist: choose one from the list.', 'Ese camión no existe: elija uno de la lista.'],
      [{ truckId: retired.id }, 'orders:trucks.errors.inactive', `${retired.name} is out of service: choose another truck.`, `${retired.name} está fuera de servicio: elija otro camión.`],
    ];
    for (const [extra, messageKey, en, es] of refusals) {
      const refused = await failure(staff.admin.orders.move(schedule(order, date, extra)));
      expect([refused.code, key(refused)], JSON.stringify(extra)).toEqual(['BAD_REQUEST', messageKey]);
      expect(describeError(refused, 'en').message).toBe(en);
      expect(describeError(refused, 'es').message).toBe(es);
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(order);

    await staff.admin.orders.move(schedule(order, date, { truckId: active.id }));
    const detail = await staff.admin.orders.get({ id: order.id });
    expect(detail).toMatchObject({ status: 'SCHEDULED', truck: 'Luis', assignedTruck: { id: active.id, name: active.name } });
    expect(detail.events.at(-1)?.details).toMatchObject({ truckId: active.id, truckName: active.name, truck: 'Luis' });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Order', entityId: order.id, action: 'order.move' } });
    expect(audit.after).toMatchObject({ status: 'SCHEDULED', truckId: active.id, truckName: active.name });

    // A truck in use is taken out of service, never deleted: the order keeps it.
    await staff.admin.trucks.update({ ...truckInput('Sod truck', { active: false }), id: active.id, version: active.version });
    expect((await staff.admin.orders.get({ id: order.id })).assignedTruck?.name).toBe(active.name);

    const pickup = await acceptedOrder({ fulfilment: 'PICKUP' });
    const other = await staff.admin.trucks.create(truckInput('Spare'));
    expect(key(await failure(staff.admin.orders.move(schedule(pickup, date, { truckId: other.id }))))).toBe('orders:trucks.errors.pickup');
    // A pickup is scheduled without one, though trucks are kept.
    await staff.admin.orders.move(schedule(pickup, date));
    expect((await db.order.findUniqueOrThrow({ where: { id: pickup.id } })).truckId).toBeNull();
  });

  it('schedules without a truck while none is in service (as before trucks were kept)', async () => {
    await db.truck.updateMany({ where: { name: { endsWith: run } }, data: { active: false } });
    // Another worker's database has its own trucks; on this one only this file's exist.
    expect(await db.truck.count({ where: { active: true } })).toBe(0);
    const staff = callerAs(await createUser('STAFF'));
    const order = await acceptedOrder();
    await staff.admin.orders.move(schedule(order, freshOpenDay(), { truck: 'Truck 2 / Luis' }));
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, truck: true, truckId: true } })).toEqual({ status: 'SCHEDULED', truck: 'Truck 2 / Luis', truckId: null });
  });
});

describe("the day view's trucks", () => {
  it("totals each truck's loads per time window, warns over capacity and on two bulk materials in one load, and keeps the day's capacity", async () => {
    const staff = callerAs(await createUser('STAFF'));
    const flatbed = await staff.admin.trucks.create(truckInput('Day flatbed', { palletCapacity: 6, yardTenths: 0 }));
    const dump = await staff.admin.trucks.create(truckInput('Day dump', { palletCapacity: 0, yardTenths: 100, tonTenths: 120 }));
    const date = freshOpenDay();
    const scheduled = async (truckId: string | null, lines: OrderLine[], windowStart = 450, windowEnd = 600) => {
      const order = await acceptedOrder({ lines, date });
      // Straight to the row: an order scheduled before trucks were kept has no truck.
      await db.order.update({ where: { id: order.id }, data: { status: 'SCHEDULED', windowStart, windowEnd, truckId } });
      return order;
    };
    // The flatbed: 4 + 3 pallets (one half pallet takes a space) in the first window = 7 spaces of 6; 5 in the second: fine.
    const a = await scheduled(flatbed.id, [{ quantity: 4, unit: 'PALLET', name: 'Raleigh' }]);
    const b = await scheduled(flatbed.id, [
      { quantity: 2, unit: 'PALLET', name: 'Raleigh' },
      { quantity: 1, unit: 'HALF_PALLET', name: 'Palmetto' },
    ]);
    const c = await scheduled(flatbed.id, [{ quantity: 5, unit: 'PALLET', name: 'Raleigh' }], 600, 750);
    // The dump truck: mulch and topsoil in one load (two orders, one window), 9 yd of 10.
    const d = await scheduled(dump.id, [{ quantity: 6, unit: 'CUBIC_YARD', name: 'Black mulch', bulk: true }]);
    const e = await scheduled(dump.id, [{ quantity: 3, unit: 'CUBIC_YARD', name: 'Topsoil', bulk: true }]);
    // Not on a truck.
    await scheduled(null, [{ quantity: 2, unit: 'PALLET', name: 'Zoysia' }]);
    // A pickup counts on no truck and in no delivery.
    await acceptedOrder({ fulfilment: 'PICKUP', date, lines: [{ quantity: 30, unit: 'PALLET', name: 'Raleigh' }] });

    const view = await staff.admin.orders.day({ date });
    expect(view.trucks.days.map((t) => t.truck.name)).toEqual([dump.name, flatbed.name]);
    const [dumpDay, flatDay] = view.trucks.days;
    expect(flatDay!.loads.map((l) => [l.windowStart, l.orderIds, l.palletSpaces])).toEqual([
      [450, [a.id, b.id], 7],
      [600, [c.id], 5],
    ]);
    expect(flatDay!.totals).toMatchObject({ pallets: 11.5, yards: 0 });
    expect(flatDay!.warnings).toEqual([{ kind: 'pallets', windowStart: 450, windowEnd: 600, load: 7, capacity: 6 }]);
    expect(dumpDay!.loads.map((l) => l.orderIds)).toEqual([[d.id, e.id]]);
    expect(dumpDay!.totals).toMatchObject({ yards: 9 });
    expect(dumpDay!.warnings).toEqual([{ kind: 'bulkMix', windowStart: 450, windowEnd: 600, materials: ['Black mulch', 'Topsoil'] }]);
    expect(view.trucks.withoutTruck).toEqual({ deliveries: 1, totals: { pallets: 2, looseSqFt: 0, yards: 0, tons: 0 } });
    // The configured daily capacity still counts every delivery.
    expect(view).toMatchObject({ deliveries: 6, capacity: env.DELIVERY_LOADS_PER_DAY, overbooked: 6 > env.DELIVERY_LOADS_PER_DAY });
  });
});
