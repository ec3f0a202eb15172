// The business's facts (name, phone, address, hours, tax rate…) as the owner keeps them in
// /admin → Business settings: one row, seeded from the configuration on first run only. Every
// page's frame reads them at (re)build time; the quote rules read the tax rate, radius, hours and
// the yard from them.
import { env } from '@/config/env.mjs';
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { businessFacts, missingFacts, readAboutFigures, readHours, seedSettings, type BusinessFacts } from '@/domain/business-facts';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import type { BusinessSettingsInput } from '@/server/trpc/routers/admin/business-schema';
import { conflict, recordAudit } from './admin/audit';

const SETTINGS_ID = 1;

type SettingsDb = Pick<Db, 'businessSettings'>;

/** The stored row; on first run it is created from the configuration (later runs never overwrite it). */
export async function readSettingsRow(db: SettingsDb) {
  const row = await db.businessSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (row) return row;
  const seed = seedSettings(env);
  await db.businessSettings.createMany({
    data: [{ id: SETTINGS_ID, ...seed, hours: seed.hours as unknown as Prisma.InputJsonValue, aboutFigures: seed.aboutFigures as unknown as Prisma.InputJsonValue }],
    skipDuplicates: true,
  });
  return db.businessSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
}

/** The facts the public pages, e-mails and quote rules use (with the fallbacks docs/operations.md lists). */
export async function loadBusinessFacts(db: SettingsDb): Promise<BusinessFacts> {
  return businessFacts(await readSettingsRow(db), { production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL });
}

/** What printed papers head with: name, address, phone and e-mail (with the fallbacks). */
export async function letterhead(db: SettingsDb) {
  const { name, phone, email, address } = await loadBusinessFacts(db);
  return { name, phone, email, address };
}

type Row = Awaited<ReturnType<typeof readSettingsRow>>;

/** The row as the back office edits it, with what is still missing. */
function forAdmin(row: Row) {
  const { id: _id, updatedAt: _updatedAt, hours, aboutFigures, ...fields } = row;
  return { ...fields, hours: readHours(hours), aboutFigures: readAboutFigures(aboutFigures), missing: missingFacts(row) };
}

export async function getBusinessSettings(db: SettingsDb) {
  return forAdmin(await readSettingsRow(db));
}

/** What is still missing, for the dashboard's checklist. */
export async function missingBusinessFacts(db: SettingsDb) {
  return missingFacts(await readSettingsRow(db));
}

export async function updateBusinessSettings(db: Db, actorId: string, input: BusinessSettingsInput) {
  await readSettingsRow(db);
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.businessSettings.findUnique({ where: { id: SETTINGS_ID } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const { version, hours, aboutFigures, ...fields } = input;
    if (before.version !== version) throw conflict();
    const result = await tx.businessSettings.updateMany({
      where: { id: SETTINGS_ID, version },
      data: {
        ...fields,
        hours: hours as unknown as Prisma.InputJsonValue,
        aboutFigures: aboutFigures as unknown as Prisma.InputJsonValue,
        version: { increment: 1 },
      },
    });
    if (result.count === 0) throw conflict();
    const after = await tx.businessSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    const snapshot = (row: Row) => {
      const { updatedAt: _u, version: _v, ...rest } = row;
      return rest;
    };
    await recordAudit(tx, { actorId, action: 'business.update', entityType: 'BusinessSettings', entityId: String(SETTINGS_ID), before: snapshot(before), after: snapshot(after) });
    return after;
  });
  return changed(forAdmin(saved), { business: true });
}
