// Business settings in the back office: seeded once from the configuration, edited by admins
// only, validated (a clear message in the editor's language, nothing stored), version-checked,
// audited, and what the pages, the quote rules and the e-mails read from then on.
import { afterAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { translate } from '@/server/i18n/translate';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { loadBusinessFacts, readSettingsRow } from '@/server/services/business-settings';
import { loadQuoteRules } from '@/server/services/quote-rules';
import { loadSiteFrame } from '@/server/services/site-frame';
import type { NextApiResponse } from 'next';
import { pagesAffected, rebuildPages, uniquePaths } from '@/server/pages/revalidation';
import { emailBusiness, openingHoursLines, setEmailBusinessFacts } from '@emails/business-facts';
import { DEFAULT_HOURS } from '@/domain/business-facts';

type Settings = Awaited<ReturnType<ReturnType<typeof callerAs>['admin']['business']['get']>>;

function inputOf(s: Settings) {
  const { missing: _missing, ...fields } = s;
  return { ...fields, name: fields.name ?? 'Magnolia Sod & Stone' };
}

const original = await readSettingsRow(db);
afterAll(async () => {
  // Leave the shared test database as the other files expect it (the seeded facts).
  const { id: _id, updatedAt: _updatedAt, version: _version, ...fields } = original;
  await db.businessSettings.update({ where: { id: 1 }, data: { ...fields, hours: (fields.hours ?? DEFAULT_HOURS) as object, aboutFigures: (fields.aboutFigures ?? {}) as object } });
});

describe('business settings', () => {
  it('are seeded once from the configuration; a second read never overwrites what is stored', async () => {
    expect(original).toMatchObject({ id: 1, region: 'TX', taxRateBasisPoints: 825, serviceRadiusMiles: 30, foundedYear: 2024 });
    await db.businessSettings.update({ where: { id: 1 }, data: { hoursNoteEn: 'kept' } });
    expect((await readSettingsRow(db)).hoursNoteEn).toBe('kept');
    await db.businessSettings.update({ where: { id: 1 }, data: { hoursNoteEn: original.hoursNoteEn } });
  });

  it('an admin changes phone, hours and tax: pages, quote rules and e-mails read them at once; audited; a stale save is refused', async () => {
    const admin = await createUser('ADMIN');
    const before = await callerAs(admin).admin.business.get();
    const saved = await callerAs(admin).admin.business.update({
      ...inputOf(before),
      phone: '(936) 555-2468',
      email: 'office@garzasod.com',
      founder: 'Maria Garza',
      hours: { ...before.hours, Sa: { opens: '07:00', closes: '13:00' }, Su: { opens: '09:00', closes: '12:00' } },
      hoursNoteEn: 'Pickup by appointment.',
      hoursNoteEs: 'Recogida con cita.',
      taxRateBasisPoints: 700,
      serviceRadiusMiles: 40,
      facebookUrl: 'https://www.facebook.com/garzasod',
    });
    expect(saved.version).toBe(before.version + 1);
    expect(saved.missing).not.toContain('phone');

    const frame = await loadSiteFrame(db, 'es');
    expect(frame.business).toMatchObject({ phone: '(936) 555-2468', founder: 'Maria Garza', hoursNote: { es: 'Recogida con cita.' }, links: { facebook: 'https://www.facebook.com/garzasod' } });
    const rules = await loadQuoteRules(db);
    expect(rules.taxRateBasisPoints).toBe(700);
    expect(rules.serviceRadiusMiles).toBe(40);
    expect(rules.schedule.hours).toContainEqual({ days: ['Su'], opens: '09:00', closes: '12:00' });
    setEmailBusinessFacts(await loadBusinessFacts(db));
    expect(emailBusiness().phone).toBe('(936) 555-2468');
    expect(openingHoursLines('es')).toEqual(['Lun-Vie: 7:30 AM - 4:30 PM', 'Sáb: 7:00 AM - 1:00 PM', 'Dom: 9:00 AM - 12:00 PM']);

    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'BusinessSettings', action: 'business.update' }, orderBy: { createdAt: 'desc' } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.before).toMatchObject({ taxRateBasisPoints: before.taxRateBasisPoints });
    expect(audit.after).toMatchObject({ taxRateBasisPoints: 700, phone: '(936) 555-2468' });

    const stale = await failure(callerAs(admin).admin.business.update({ ...inputOf(before), phone: '(936) 555-0000' }));
    expect(stale.code).toBe('CONFLICT');
    expect((await readSettingsRow(db)).phone).toBe('(936) 555-2468');
  });

  it('a change rebuilds every public page and the 404 pages, in both languages', async () => {
    const paths = uniquePaths(await pagesAffected({ business: true }));
    expect(paths).toEqual(expect.arrayContaining(['/en', '/es', '/en/contact', '/es/contacto', '/en/about']));
    const rebuilt: string[] = [];
    await rebuildPages({ revalidate: async (path: string) => void rebuilt.push(path) } as unknown as NextApiResponse, { business: true });
    expect(rebuilt).toEqual(expect.arrayContaining([...paths, '/en/404', '/es/404']));
  });

  it.each([
    [{ phone: '555' }, 'es', 'Escriba un número de teléfono como (281) 555-0142.'],
    [{ postalCode: '7735' }, 'en', 'Enter a 5-digit ZIP code.'],
    [{ hours: { ...DEFAULT_HOURS, Mo: { opens: '17:00', closes: '08:00' } } }, 'en', 'Closing time must be after opening time.'],
    [{ latitude: 30.2, longitude: null }, 'en', 'Enter both coordinates, or neither.'],
    [{ taxRateBasisPoints: 2500 }, 'es', 'Escriba un porcentaje de 0 a 20 con dos decimales como máximo, como 8.25.'],
    [{ mapUrl: 'javascript:alert(1)' }, 'en', 'Enter a full web address starting with https://.'],
  ] as const)('refuses %o with a clear message and stores nothing', async (patch, lang, message) => {
    const admin = await createUser('ADMIN');
    const current = await callerAs(admin).admin.business.get();
    const error = await failure(callerAs(admin, { lang }).admin.business.update({ ...inputOf(current), ...patch } as Parameters<ReturnType<typeof callerAs>['admin']['business']['update']>[0]));
    expect(error.code).toBe('BAD_REQUEST');
    expect(translate(lang, (error.cause as ZodError).issues[0]!.message)).toBe(message);
    expect((await readSettingsRow(db)).version).toBe(current.version);
  });

  it('is for admins only', async () => {
    const admin = await createUser('ADMIN');
    const input = inputOf(await callerAs(admin).admin.business.get());
    expect((await failure(callerAs(await createUser('STAFF')).admin.business.update(input))).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(await createUser('STAFF')).admin.business.get())).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(null).admin.business.get())).code).toBe('UNAUTHORIZED');
  });
});
