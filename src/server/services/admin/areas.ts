// Service areas as staff edit them in /admin → Areas: names, delivery times and descriptions in
// both languages, minimum order and ZIP codes. Every edit is version-checked and audited, and
// the public pages that show areas (every page's footer) are rebuilt.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import { listServiceAreas, serviceAreaSelect, type ServiceAreaRow } from '@/server/services/service-areas';
import type { AreaUpdateInput } from '@/server/trpc/routers/admin/areas-schema';
import { assertUpdated, conflict, recordAudit } from './audit';

export const listAreas = (db: Db) => listServiceAreas(db);

const snapshot = (area: ServiceAreaRow) => {
  const { id: _id, version: _version, zipCodes, ...fields } = area;
  return { ...fields, zipCodes: zipCodes.map((z) => z.zip) };
};

export async function updateArea(db: Db, actorId: string, input: AreaUpdateInput) {
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.serviceArea.findUnique({ where: { id: input.id }, select: serviceAreaSelect });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (before.version !== input.version) throw conflict();
    const { id, version, zipCodes, ...fields } = input;
    assertUpdated(await tx.serviceArea.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } }));
    await tx.serviceAreaZip.deleteMany({ where: { areaId: id } });
    await tx.serviceAreaZip.createMany({ data: zipCodes.map((zip) => ({ zip, areaId: id })) });
    const after = await tx.serviceArea.findUniqueOrThrow({ where: { id }, select: serviceAreaSelect });
    await recordAudit(tx, { actorId, action: 'area.update', entityType: 'ServiceArea', entityId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
  return changed(saved, { areas: true });
}
