// Gallery projects and testimonials as staff keep them in /admin → Projects and Testimonials:
// added, edited, hidden and ordered, in both languages. Every save is version-checked and audited
// in the same transaction, and the pages that show the row (before and after the edit) are rebuilt.
import { randomBytes } from 'node:crypto';
import { areaDetails } from '@/content/area-details';
import type { Db } from '@/server/db/client';
import type { Project, Testimonial } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { changed } from '@/server/services/site-change';
import { listServiceAreas } from '@/server/services/service-areas';
import type { ProjectInput, ProjectUpdateInput, TestimonialInput, TestimonialUpdateInput } from '@/server/trpc/routers/admin/showcase-schema';
import { assertUpdated, conflict, recordAudit, type Tx } from './audit';

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

interface ShowcaseRow {
  id: string;
  version: number;
  areaSlug: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** How one kind of row (projects, testimonials) is read and written; the rest is shared below. */
interface ShowcaseTable<Row extends ShowcaseRow, Fields> {
  /** The audit's action prefix and entity type. */
  action: 'project' | 'testimonial';
  entityType: 'Project' | 'Testimonial';
  find: (tx: Tx, id: string) => PromiseLike<Row | null>;
  create: (tx: Tx, fields: Fields) => PromiseLike<Row>;
  /** Writes the fields over (id, version) and moves the version on; touches nothing if the row moved on. */
  update: (tx: Tx, input: Fields & { id: string; version: number }) => PromiseLike<{ count: number }>;
}

const projects: ShowcaseTable<Project, ProjectInput> = {
  action: 'project',
  entityType: 'Project',
  find: (tx, id) => tx.project.findUnique({ where: { id } }),
  create: (tx, fields) => tx.project.create({ data: { ...fields, slug: newSlug(fields.titleEn) } }),
  update: (tx, { id, version, ...fields }) => tx.project.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } }),
};

const testimonials: ShowcaseTable<Testimonial, TestimonialInput> = {
  action: 'testimonial',
  entityType: 'Testimonial',
  find: (tx, id) => tx.testimonial.findUnique({ where: { id } }),
  create: (tx, fields) => tx.testimonial.create({ data: { ...fields, slug: newSlug(fields.name) } }),
  update: (tx, { id, version, ...fields }) => tx.testimonial.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } }),
};

/** Adds a row, audited in the same transaction; the page of its place is rebuilt. */
async function createRow<Row extends ShowcaseRow, Fields>(db: Db, actorId: string, table: ShowcaseTable<Row, Fields>, fields: Fields) {
  const saved = await db.$transaction(async (tx) => {
    const row = await table.create(tx, fields);
    await recordAudit(tx, { actorId, action: `${table.action}.create`, entityType: table.entityType, entityId: row.id, after: snapshot(row) });
    return row;
  });
  return changed(saved, { showcase: [saved.areaSlug] });
}

/** Edits a row as read at `version`, audited in the same transaction; the pages of its old and new place are rebuilt. */
async function updateRow<Row extends ShowcaseRow, Fields>(db: Db, actorId: string, table: ShowcaseTable<Row, Fields>, input: Fields & { id: string; version: number }) {
  const { id, version } = input;
  const result = await db.$transaction(async (tx) => {
    const before = await table.find(tx, id);
    if (!before) throw notFound();
    if (before.version !== version) throw conflict();
    assertUpdated(await table.update(tx, input));
    const after = await table.find(tx, id);
    if (!after) throw notFound();
    await recordAudit(tx, { actorId, action: `${table.action}.update`, entityType: table.entityType, entityId: id, before: snapshot(before), after: snapshot(after) });
    return { before, after };
  });
  return changed(result.after, { showcase: [result.before.areaSlug, result.after.areaSlug] });
}

export async function listProjects(db: Db) {
  const [projects, places] = await Promise.all([db.project.findMany({ orderBy: [...order] }), showcasePlaces(db)]);
  return { projects, places };
}

export const createProject = (db: Db, actorId: string, input: ProjectInput) => createRow(db, actorId, projects, input);
export const updateProject = (db: Db, actorId: string, input: ProjectUpdateInput) => updateRow(db, actorId, projects, input);

export async function listTestimonials(db: Db) {
  const [testimonials, places] = await Promise.all([db.testimonial.findMany({ orderBy: [...order] }), showcasePlaces(db)]);
  return { testimonials, places };
}

export const createTestimonial = (db: Db, actorId: string, input: TestimonialInput) => createRow(db, actorId, testimonials, input);
export const updateTestimonial = (db: Db, actorId: string, input: TestimonialUpdateInput) => updateRow(db, actorId, testimonials, input);
