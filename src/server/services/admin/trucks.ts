// Trucks as staff keep them in /admin → Trucks (issue 46): a name, what one load may carry and
// whether it is in service. Trucks are deactivated, never deleted (past orders keep theirs);
// every change is version-checked and audited.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/unique';
import type { TruckFields, TruckUpdateInput } from '@/server/trpc/routers/admin/trucks-schema';
import { assertUpdated, conflict, recordAudit } from './audit';

export const truckSelect = { id: true, name: true, palletCapacity: true, yardTenths: true, tonTenths: true, active: true, version: true } satisfies Prisma.TruckSelect;

/** In service first, then by name. */
export function listTrucks(db: Db) {
  return db.truck.findMany({ select: truckSelect, orderBy: [{ active: 'desc' }, { name: 'asc' }] });
}

const fieldsOf = (t: TruckFields) => ({ name: t.name, palletCapacity: t.palletCapacity, yardTenths: t.yardTenths, tonTenths: t.tonTenths, active: t.active });

/** "Truck 2" and "truck 2" are one name to the people reading the day view. */
async function assertNameFree(tx: Prisma.TransactionClient, name: string, except?: string) {
  const taken = await tx.truck.findFirst({ where: { name: { equals: name, mode: 'insensitive' }, ...(except ? { id: { not: except } } : {}) }, select: { id: true } });
  if (taken) throw new AppError('CONFLICT', 'admin:trucks.errors.nameTaken', { name });
}

/** A name taken by a save at the same moment: the unique index answers, in the same words. */
async function named<T>(name: string, save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'admin:trucks.errors.nameTaken', { name });
    throw error;
  }
}

export function createTruck(db: Db, actorId: string, input: TruckFields) {
  return named(
    input.name,
    db.$transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const truck = await tx.truck.create({ data: fieldsOf(input), select: truckSelect });
      await recordAudit(tx, { actorId, action: 'truck.create', entityType: 'Truck', entityId: truck.id, after: fieldsOf(input) });
      return truck;
    }),
  );
}

export function updateTruck(db: Db, actorId: string, input: TruckUpdateInput) {
  return named(
    input.name,
    db.$transaction(async (tx) => {
      const before = await tx.truck.findUnique({ where: { id: input.id }, select: truckSelect });
      if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
      if (before.version !== input.version) throw conflict();
      await assertNameFree(tx, input.name, input.id);
      assertUpdated(await tx.truck.updateMany({ where: { id: input.id, version: input.version }, data: { ...fieldsOf(input), version: { increment: 1 } } }));
      await recordAudit(tx, { actorId, action: 'truck.update', entityType: 'Truck', entityId: input.id, before: fieldsOf(before), after: fieldsOf(input) });
      return tx.truck.findUniqueOrThrow({ where: { id: input.id }, select: truckSelect });
    }),
  );
}

/**
 * The truck a schedule names, checked: a pickup takes none; a delivery needs an active one once
 * any truck is in service (before the first truck is kept, scheduling works without one).
 */
export async function truckForSchedule(tx: Prisma.TransactionClient, fulfilment: 'DELIVERY' | 'PICKUP', truckId: string | null | undefined) {
  if (fulfilment === 'PICKUP') {
    if (truckId) throw new AppError('BAD_REQUEST', 'orders:trucks.errors.pickup');
    return null;
  }
  if (!truckId) {
    if ((await tx.truck.count({ where: { active: true } })) > 0) throw new AppError('BAD_REQUEST', 'orders:trucks.errors.required');
    return null;
  }
  const truck = await tx.truck.findUnique({ where: { id: truckId }, select: { id: true, name: true, active: true } });
  if (!truck) throw new AppError('BAD_REQUEST', 'orders:trucks.errors.unknown');
  if (!truck.active) throw new AppError('BAD_REQUEST', 'orders:trucks.errors.inactive', { name: truck.name });
  return truck;
}
