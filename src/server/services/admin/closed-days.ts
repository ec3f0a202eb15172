// Days the yard is closed (holidays), kept by staff: no delivery or pickup date is offered on
// them, in the calculator or on the server. Audited; the calculator's cached data is dropped.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import { listClosedDays } from '@/server/services/quote-rules';
import { recordAudit } from './audit';

export const listAdminClosedDays = (db: Db) => listClosedDays(db);

export async function addClosedDay(db: Db, actorId: string, input: { date: string; note: string }) {
  const date = new Date(`${input.date}T00:00:00Z`);
  if (input.date < new Date().toISOString().slice(0, 10)) throw new AppError('BAD_REQUEST', 'admin:closedDays.errors.past');
  await db.$transaction(async (tx) => {
    await tx.closedDay.upsert({ where: { date }, create: { date, note: input.note }, update: { note: input.note } });
    await recordAudit(tx, { actorId, action: 'closedDay.add', entityType: 'ClosedDay', entityId: input.date, after: input });
  });
  return changed(await listClosedDays(db), { closedDays: true });
}

export async function removeClosedDay(db: Db, actorId: string, input: { date: string }) {
  await db.$transaction(async (tx) => {
    const date = new Date(`${input.date}T00:00:00Z`);
    const before = await tx.closedDay.findUnique({ where: { date }, select: { note: true } });
    // Removed meanwhile by someone else: nothing to do (and nothing to record).
    if (!before || (await tx.closedDay.deleteMany({ where: { date } })).count === 0) return;
    await recordAudit(tx, { actorId, action: 'closedDay.remove', entityType: 'ClosedDay', entityId: input.date, before: { date: input.date, note: before.note, closed: true }, after: { date: input.date, closed: false } });
  });
  return changed(await listClosedDays(db), { closedDays: true });
}
