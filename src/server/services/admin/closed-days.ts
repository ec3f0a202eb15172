// Days the yard is closed (holidays), kept by staff in /admin → Calendar, once or every year: no
// delivery or pickup date is offered on them, in the calculator or on the server. Audited; the
// calculator's cached data is dropped.
import type { Db } from '@/server/db/client';
import { businessClock } from '@/domain/delivery-date';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import { listClosedDays } from '@/server/services/quote-rules';
import { recordAudit } from './audit';

export const listAdminClosedDays = (db: Db) => listClosedDays(db);

/** A closed day, or with `yearly` a holiday closed on its month and day every year (its date may have passed: it recurs). */
export async function addClosedDay(db: Db, actorId: string, input: { date: string; note: string; yearly?: boolean }) {
  const date = new Date(`${input.date}T00:00:00Z`);
  const yearly = input.yearly ?? false;
  if (!yearly && input.date < businessClock(new Date()).date) throw new AppError('BAD_REQUEST', 'admin:closedDays.errors.past');
  await db.$transaction(async (tx) => {
    const before = await tx.closedDay.findUnique({ where: { date }, select: { note: true, yearly: true } });
    await tx.closedDay.upsert({ where: { date }, create: { date, note: input.note, yearly }, update: { note: input.note, yearly } });
    await recordAudit(tx, { actorId, action: 'closedDay.add', entityType: 'ClosedDay', entityId: input.date, before: before ? { date: input.date, ...before } : undefined, after: { date: input.date, note: input.note, yearly } });
  });
  return changed(await listClosedDays(db), { closedDays: true });
}

export async function removeClosedDay(db: Db, actorId: string, input: { date: string }) {
  await db.$transaction(async (tx) => {
    const date = new Date(`${input.date}T00:00:00Z`);
    const before = await tx.closedDay.findUnique({ where: { date }, select: { note: true, yearly: true } });
    // Removed meanwhile by someone else: nothing to do (and nothing to record).
    if (!before || (await tx.closedDay.deleteMany({ where: { date } })).count === 0) return;
    await recordAudit(tx, { actorId, action: 'closedDay.remove', entityType: 'ClosedDay', entityId: input.date, before: { date: input.date, note: before.note, yearly: before.yearly, closed: true }, after: { date: input.date, closed: false } });
  });
  return changed(await listClosedDays(db), { closedDays: true });
}
