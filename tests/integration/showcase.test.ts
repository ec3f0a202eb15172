// Gallery projects and testimonials kept in /admin: seeded from the content files (the pages show
// what they showed before), added, edited, hidden and ordered in both languages, audited, and the
// page that shows them rebuilt.
import type { NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { galleryProjects } from '@/content/gallery';
import { testimonials } from '@/content/testimonials';
import { findAreaDetail } from '@/content/area-details';
import { translate } from '@/server/i18n/translate';
import { pagesAffected, rebuildPages, uniquePaths } from '@/server/pages/revalidation';
import { loadAreaShowcase, loadGallery, loadHomeTestimonials } from '@/server/services/showcase';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';

const newProject = (patch: Partial<Parameters<ReturnType<typeof callerAs>['admin']['projects']['create']>[0]> = {}) => ({
  areaSlug: null,
  categoryKey: 'rock',
  titleEn: 'Flagstone Path',
  titleEs: 'Camino de Laja',
  descriptionEn: 'A flagstone path set in decomposed granite.',
  descriptionEs: 'Un camino de laja asentado en granito descompuesto.',
  location: 'Magnolia, TX',
  typeEn: '',
  typeEs: '',
  sizeEn: '',
  sizeEs: '',
  completedMonth: '',
  hidden: false,
  sortOrder: 5,
  ...patch,
});

const fakeResponse = (rebuilt: string[]) => ({ revalidate: async (path: string) => void rebuilt.push(path) }) as unknown as NextApiResponse;

describe('seeded from the content files', () => {
  it('the home page shows the same gallery and testimonials as before, in both languages', async () => {
    const seeded = (await loadGallery(db, 'es')).filter((p) => galleryProjects.some((g) => g.id === p.slug));
    expect(seeded.map((p) => p.slug)).toEqual(galleryProjects.map((p) => p.id));
    expect(seeded[0]).toEqual({
      slug: galleryProjects[0]!.id,
      title: galleryProjects[0]!.title.es,
      description: galleryProjects[0]!.description.es,
      location: galleryProjects[0]!.location,
      category: galleryProjects[0]!.category,
      image: galleryProjects[0]!.image,
      photo: null,
    });
    const quotes = (await loadHomeTestimonials(db, 'en')).filter((q) => testimonials.some((t) => t.id === q.slug));
    expect(quotes.map((q) => q.text)).toEqual(testimonials.map((t) => t.text.en));
  });

  it('an area page shows its own testimonials and recent projects', async () => {
    const detail = findAreaDetail('magnolia')!;
    const shown = await loadAreaShowcase(db, 'magnolia', 'es');
    expect(shown.testimonials).toEqual(detail.testimonials.map((t) => ({ name: t.name, text: t.text.es, rating: t.rating, project: t.project.es })));
    expect(shown.recentProjects).toEqual(detail.recentProjects.map((p) => ({ title: p.title.es, type: p.type.es, size: p.size.es, completed: p.completed })));
  });
});

describe('admin.projects', () => {
  it('adds a project in both languages: shown on the home page in each language, audited, the home page rebuilt', async () => {
    const staff = await createUser('STAFF');
    const rebuilt: string[] = [];
    const created = await callerAs(staff, { res: fakeResponse(rebuilt) }).admin.projects.create(newProject());
    expect(created.slug).toMatch(/^flagstone-path-[0-9a-f]{6}$/);
    expect(rebuilt.sort()).toEqual(['/en', '/es']);

    const es = (await loadGallery(db, 'es')).find((p) => p.slug === created.slug)!;
    expect(es).toMatchObject({ title: 'Camino de Laja', description: 'Un camino de laja asentado en granito descompuesto.', category: 'rock', image: '/images/categories/rock.webp' });
    expect((await loadGallery(db, 'en')).find((p) => p.slug === created.slug)!.title).toBe('Flagstone Path');

    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Project', entityId: created.id, action: 'project.create' } });
    expect(audit.actorId).toBe(staff.id);
    expect(audit.after).toMatchObject({ titleEs: 'Camino de Laja', areaSlug: null });
  });

  it('hides, reorders and moves a project to an area page; both pages rebuilt; a stale edit is refused', async () => {
    const staff = await createUser('STAFF');
    const created = await callerAs(staff).admin.projects.create(newProject({ titleEn: 'Patio Sand', titleEs: 'Arena para Patio', sortOrder: 9999 }));
    const gallery = async () => (await loadGallery(db, 'en')).map((p) => p.slug);
    expect((await gallery()).at(-1)).toBe(created.slug);

    const { id, version, slug: _s, createdAt: _c, updatedAt: _u, imagePath: _i, ...fields } = created;
    const first = await callerAs(staff).admin.projects.update({ ...fields, id, version, sortOrder: 0 });
    expect((await gallery())[0]).toBe(created.slug);

    const hidden = await callerAs(staff).admin.projects.update({ ...fields, id, version: first.version, sortOrder: 0, hidden: true });
    expect(await gallery()).not.toContain(created.slug);

    const rebuilt: string[] = [];
    const moved = await callerAs(staff, { res: fakeResponse(rebuilt) }).admin.projects.update({
      ...fields, id, version: hidden.version, hidden: false, areaSlug: 'conroe', typeEn: 'Sand delivery', typeEs: 'Entrega de arena', sizeEn: '6 cubic yards', sizeEs: '6 yardas cúbicas', completedMonth: '2025-04',
    });
    expect(rebuilt.sort()).toEqual(['/en', '/en/areas/conroe', '/es', '/es/areas/conroe']);
    expect((await loadAreaShowcase(db, 'conroe', 'es')).recentProjects).toContainEqual({ title: 'Arena para Patio', type: 'Entrega de arena', size: '6 yardas cúbicas', completed: '2025-04' });
    expect(await db.auditLog.count({ where: { entityId: id, action: 'project.update' } })).toBe(3);

    const stale = await failure(callerAs(staff).admin.projects.update({ ...fields, id, version: hidden.version, titleEn: 'Stale' }));
    expect(stale.code).toBe('CONFLICT');
    expect((await db.project.findUniqueOrThrow({ where: { id } })).version).toBe(moved.version);
  });

  it.each([
    [{ completedMonth: '2025-13' }, 'es', 'Escriba el mes como AAAA-MM, por ejemplo 2025-03, o déjelo vacío.'],
    [{ areaSlug: 'atlantis' }, 'en', 'Choose the home page or one of the area pages.'],
    [{ categoryKey: 'gravel' }, 'en', 'Choose one of the categories, or none.'],
    [{ titleEs: '  ' }, 'es', 'Obligatorio.'],
  ] as const)('refuses %o with a clear message and stores nothing', async (patch, lang, message) => {
    const staff = await createUser('STAFF');
    const before = await db.project.count();
    const error = await failure(callerAs(staff, { lang }).admin.projects.create(newProject(patch as never)));
    expect(error.code).toBe('BAD_REQUEST');
    expect(translate(lang, (error.cause as ZodError).issues[0]!.message)).toBe(message);
    expect(await db.project.count()).toBe(before);
  });

  it('is for staff only', async () => {
    expect((await failure(callerAs(await createUser('CUSTOMER')).admin.projects.create(newProject()))).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(null).admin.projects.list())).code).toBe('UNAUTHORIZED');
  });
});

describe('admin.testimonials', () => {
  it('adds, edits and hides a testimonial on an area page; audited; the area page rebuilt', async () => {
    const staff = await createUser('STAFF');
    const input = {
      areaSlug: 'tomball', name: 'Luis P.', location: 'Tomball, TX', rating: 4,
      textEn: 'Good soil, on time.', textEs: 'Buena tierra, a tiempo.', projectTypeEn: 'Soil delivery', projectTypeEs: 'Entrega de tierra', hidden: false, sortOrder: 1,
    };
    const rebuilt: string[] = [];
    const created = await callerAs(staff, { res: fakeResponse(rebuilt) }).admin.testimonials.create(input);
    expect(rebuilt.sort()).toEqual(['/en/areas/tomball', '/es/areas/tomball']);
    expect((await loadAreaShowcase(db, 'tomball', 'es')).testimonials[0]).toEqual({ name: 'Luis P.', text: 'Buena tierra, a tiempo.', rating: 4, project: 'Entrega de tierra' });

    const edited = await callerAs(staff).admin.testimonials.update({ ...input, id: created.id, version: created.version, textEn: 'Great soil, on time.' });
    expect((await loadAreaShowcase(db, 'tomball', 'en')).testimonials[0]!.text).toBe('Great soil, on time.');
    await callerAs(staff).admin.testimonials.update({ ...input, id: created.id, version: edited.version, hidden: true });
    expect((await loadAreaShowcase(db, 'tomball', 'en')).testimonials.map((t) => t.name)).not.toContain('Luis P.');
    expect(await db.auditLog.count({ where: { entityType: 'Testimonial', entityId: created.id, actorId: staff.id } })).toBe(3);

    const error = await failure(callerAs(staff, { lang: 'es' }).admin.testimonials.create({ ...input, rating: 6 }));
    expect(translate('es', (error.cause as ZodError).issues[0]!.message)).toBe('Elija de 1 a 5 estrellas.');
  });

  it('a change on the home page rebuilds only the home page', async () => {
    expect(uniquePaths(await pagesAffected({ showcase: [null] })).sort()).toEqual(['/en', '/es']);
    const rebuilt: string[] = [];
    await rebuildPages(fakeResponse(rebuilt), { showcase: [null, null] });
    expect(rebuilt.sort()).toEqual(['/en', '/es']);
  });
});
