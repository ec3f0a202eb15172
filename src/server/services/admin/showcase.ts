// Gallery projects and testimonials as staff keep them in /admin → Projects and Testimonials:
// added, edited, hidden and ordered, in both languages. Every save is version-checked and audited
// in the same transaction, and the pages that show the row (before and after the edit) are rebuilt.
import { randomBytes } from 'node:crypto';
import { areaDetails } from '@/content/area-details';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import { listServiceAreas } from '@/server/services/service-areas';
import type { ProjectInput, ProjectUpdateInput, TestimonialInput, TestimonialUpdateInput } from '@/server/trpc/routers/admin/showcase-schema';
import { assertUpdated, conflict, recordAudit } from './audit';

const order = [{ areaSlug: { sort: 'asc', nulls: 'first' } }, { sortOrder: 'asc' }, { slug: 'asc' }] as const;

/** A stable key for a new row: its English title in URL form and a few random letters. */
export function newSlug(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

/** Where a row can be shown: the home page (null) and each area page, with the area's name. */
export async function showcasePlaces(db: Db): Promise<{ slug: string; name: string }[]> {
  const names = new Map((await listServiceAreas(db)).map((a) => [a.slug, a.name]));
  return areaDetails.map((a) => ({ slug: a.slug, name: names.get(a.slug) ?? a.slug }));
}

const notFound = () => new AppError('NOT_FOUND', 'common:errors.notFound');
const snapshot = <T extends { id: string; version: number; createdAt: Date; updatedAt: Date }>(row: T) => {
  const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
};

export async function listProjects(db: Db) {
  const [projects, places] = await Promise.all([db.project.findMany({ orderBy: [...order] }), showcasePlaces(db)]);
  return { projects, places };
}

export async function createProject(db: Db, actorId: string, input: ProjectInput) {
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.project.create({ data: { ...input, slug: newSlug(input.titleEn) } });
    await recordAudit(tx, { actorId, action: 'project.create', entityType: 'Project', entityId: row.id, after: snapshot(row) });
    return row;
  });
  return changed(saved, { showcase: [saved.areaSlug] });
}

export async function updateProject(db: Db, actorId: string, input: ProjectUpdateInput) {
  const { id, version, ...fields } = input;
  const result = await db.$transaction(async (tx) => {
    const before = await tx.project.findUnique({ where: { id } });
    if (!before) throw notFound();
    if (before.version !== version) throw conflict();
    assertUpdated(await tx.project.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } }));
    const after = await tx.project.findUniqueOrThrow({ where: { id } });
    await recordAudit(tx, { actorId, action: 'project.update', entityType: 'Project', entityId: id, before: snapshot(before), after: snapshot(after) });
    return { before, after };
  });
  return changed(result.after, { showcase: [result.before.areaSlug, result.after.areaSlug] });
}

export async function listTestimonials(db: Db) {
  const [testimonials, places] = await Promise.all([db.testimonial.findMany({ orderBy: [...order] }), showcasePlaces(db)]);
  return { testimonials, places };
}

export async function createTestimonial(db: Db, actorId: string, input: TestimonialInput) {
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.testimonial.create({ data: { ...input, slug: newSlug(input.name) } });
    await recordAudit(tx, { actorId, action: 'testimonial.create', entityType: 'Testimonial', entityId: row.id, after: snapshot(row) });
    return row;
  });
  return changed(saved, { showcase: [saved.areaSlug] });
}

export async function updateTestimonial(db: Db, actorId: string, input: TestimonialUpdateInput) {
  const { id, version, ...fields } = input;
  const result = await db.$transaction(async (tx) => {
    const before = await tx.testimonial.findUnique({ where: { id } });
    if (!before) throw notFound();
    if (before.version !== version) throw conflict();
    assertUpdated(await tx.testimonial.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } }));
    const after = await tx.testimonial.findUniqueOrThrow({ where: { id } });
    await recordAudit(tx, { actorId, action: 'testimonial.update', entityType: 'Testimonial', entityId: id, before: snapshot(before), after: snapshot(after) });
    return { before, after };
  });
  return changed(result.after, { showcase: [result.before.areaSlug, result.after.areaSlug] });
}
