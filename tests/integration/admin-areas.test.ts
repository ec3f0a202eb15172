// Service areas edited in the back office: what the ZIP check, the pages and the quote read.
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { translate } from '@/server/i18n/translate';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

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
