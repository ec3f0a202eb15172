// Drivers as staff pick them when scheduling a delivery (issue 46): active DRIVER accounts,
// checked again on the server when the schedule is saved (domain/driver-assignment.ts).
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { driverName, driverRefusal } from '@/domain/driver-assignment';

/** The drivers who may be assigned now, by name. */
export async function listDrivers(db: Db) {
  const rows = await db.user.findMany({ where: { role: 'DRIVER', isActive: true }, select: { id: true, name: true, email: true }, orderBy: [{ name: 'asc' }, { email: 'asc' }], take: 200 });
  return rows.map((row) => ({ id: row.id, name: driverName(row) }));
}

/** The driver a schedule names, checked; none named: null (the order has no driver yet). */
export async function driverForSchedule(tx: Prisma.TransactionClient, fulfilment: 'DELIVERY' | 'PICKUP', driverId: string | null | undefined) {
  if (!driverId) return null;
  const account = await tx.user.findUnique({ where: { id: driverId }, select: { id: true, role: true, isActive: true, name: true, email: true } });
  const refusal = driverRefusal(account, fulfilment);
  if (refusal) throw new AppError('BAD_REQUEST', refusal.key, refusal.values);
  return { id: account!.id, name: driverName(account!) };
}
