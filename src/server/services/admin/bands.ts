// Delivery bands of one type are saved together: edits often move two neighbouring bands at
// once, and overlap is a property of the whole set. Every row sent carries the version read;
// if any band of the type changed (or appeared) since, the save is refused.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { bandIssues } from '@/domain/admin-bands';
import { assertUpdated, conflict, recordAudit } from './audit';
import { changed } from '@/server/services/site-change';
import type { BandRowInput, SaveBandsInput } from '@/server/trpc/routers/admin/bands-schema';

const bandSelect = { id: true, deliveryType: true, mileRangeStart: true, mileRangeEnd: true, rateType: true, rateCents: true, isActive: true, version: true } as const;


export function listBands(db: Db) {
  return db.deliveryRate.findMany({ select: bandSelect, orderBy: [{ deliveryType: 'asc' }, { mileRangeStart: 'asc' }, { createdAt: 'asc' }] });
}

const fieldsOf = (b: Omit<BandRowInput, 'id' | 'version'>) => ({
  mileRangeStart: b.mileRangeStart,
  mileRangeEnd: b.mileRangeEnd,
  rateType: b.rateType,
  rateCents: b.rateCents,
  isActive: b.isActive,
});

export async function saveBands(db: Db, actorId: string, input: SaveBandsInput) {
  const issues = bandIssues(input.bands.map((b) => ({ ...b, deliveryType: input.deliveryType })));
  if (issues.length) {
    const first = issues[0]!;
    throw new AppError('BAD_REQUEST', first.key, first.values);
  }
  // Each stored band once: a band sent twice would hide another one from the overlap check.
  const sentIds = input.bands.flatMap((b) => (b.id ? [b.id] : []));
  if (new Set(sentIds).size !== sentIds.length) throw new AppError('BAD_REQUEST', 'validation:invalidValue');
  const saved = await db.$transaction(async (tx) => {
    const current = await tx.deliveryRate.findMany({ where: { deliveryType: input.deliveryType }, select: bandSelect });
    const byId = new Map(current.map((b) => [b.id, b]));
    // A band missing from the list was added by someone else after this form was loaded.
    if (sentIds.length !== current.length || sentIds.some((id) => !byId.has(id))) throw conflict();
    for (const band of input.bands) {
      const data = fieldsOf(band);
      if (!band.id) {
        const created = await tx.deliveryRate.create({ data: { ...data, deliveryType: input.deliveryType }, select: bandSelect });
        await recordAudit(tx, { actorId, action: 'band.create', entityType: 'DeliveryRate', entityId: created.id, after: data });
        continue;
      }
      const before = byId.get(band.id)!;
      if (before.version !== band.version) throw conflict();
      if (JSON.stringify(fieldsOf(before)) === JSON.stringify(data)) continue;
      assertUpdated(await tx.deliveryRate.updateMany({ where: { id: band.id, version: band.version }, data: { ...data, version: { increment: 1 } } }));
      await recordAudit(tx, { actorId, action: 'band.update', entityType: 'DeliveryRate', entityId: band.id, before: fieldsOf(before), after: data });
    }
    return tx.deliveryRate.findMany({ where: { deliveryType: input.deliveryType }, select: bandSelect, orderBy: [{ mileRangeStart: 'asc' }, { createdAt: 'asc' }] });
  });
  return changed(saved, { deliveryFees: true });
}
