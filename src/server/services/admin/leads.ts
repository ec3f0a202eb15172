// Leads as staff follow them up: list with search and filters, detail, status and notes.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { toCsv } from '@/domain/admin-csv';
import type { LeadStatusValue } from '@/domain/admin-follow-up';
import type { LeadFilter } from '@/server/trpc/routers/admin/filters-schema';
import { assertUpdated, recordAudit } from './audit';
import { distinctIndexedValues } from './distinct-values';
import { searchTerm } from './search-text';
import { subjectLabel } from '@/domain/lead-schemas';
import { langFromLocale, type Lang } from '@/i18n/languages';
import { translate } from '@/server/i18n/translate';

export const EXPORT_LIMIT = 10_000;

export function leadWhere(f: LeadFilter): Prisma.LeadWhereInput {
  const search = searchTerm(f.search);
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.sourcePage ? { sourcePage: f.sourcePage } : {}),
    ...(f.language ? { preferredLanguage: f.language } : {}),
    ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } } : {}),
    ...(search
      ? {
          OR: [
            { name: { contains: search, mode: 'insensitive' } },
            { email: { contains: search, mode: 'insensitive' } },
            { phone: { contains: search } },
          ],
        }
      : {}),
  };
}

const listSelect = { id: true, name: true, email: true, phone: true, subject: true, status: true, sourcePage: true, preferredLanguage: true, createdAt: true } as const;

export async function listLeads(db: Db, filter: LeadFilter, page: number, pageSize: number) {
  const where = leadWhere(filter);
  const [rows, total] = await Promise.all([
    db.lead.findMany({ where, select: listSelect, orderBy: { createdAt: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
    db.lead.count({ where }),
  ]);
  return { rows, total, now: new Date() };
}

/** Source pages seen so far, for the filter (read from the index, not from every lead). */
export function leadSourcePages(db: Db): Promise<string[]> {
  return distinctIndexedValues(db, 'Lead', 'sourcePage');
}

export async function getLead(db: Db, id: string) {
  const lead = await db.lead.findUnique({
    where: { id },
    select: {
      ...listSelect,
      message: true,
      version: true,
      updatedAt: true,
      application: { select: { id: true, companyName: true, status: true } },
      notes: { select: { id: true, body: true, createdAt: true, author: { select: { name: true, email: true } } }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  return { ...lead, replySubject: leadReplySubject(langFromLocale(lead.preferredLanguage), lead.subject), now: new Date() };
}

/** The subject of a reply by e-mail, in the customer's language (not the back office's). */
export function leadReplySubject(lang: Lang, subject: string | null): string {
  const about = subjectLabel((key) => translate(lang, key), subject) || translate(lang, 'admin:leads.yourMessage');
  return translate(lang, 'admin:leads.replySubject', { subject: about });
}

export async function setLeadStatus(db: Db, actorId: string, input: { id: string; version: number; status: LeadStatusValue }) {
  return db.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    assertUpdated(await tx.lead.updateMany({ where: { id: input.id, version: input.version }, data: { status: input.status, version: { increment: 1 } } }));
    await recordAudit(tx, { actorId, action: 'lead.status', entityType: 'Lead', entityId: input.id, before, after: { status: input.status } });
    return tx.lead.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, status: true, version: true } });
  });
}

export async function addLeadNote(db: Db, actorId: string, input: { id: string; body: string }) {
  return db.$transaction(async (tx) => {
    if (!(await tx.lead.findUnique({ where: { id: input.id }, select: { id: true } }))) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const note = await tx.leadNote.create({ data: { leadId: input.id, authorId: actorId, body: input.body }, select: { id: true, body: true, createdAt: true } });
    await recordAudit(tx, { actorId, action: 'lead.note', entityType: 'Lead', entityId: input.id, after: { noteId: note.id, body: note.body } });
    return note;
  });
}

export async function exportLeads(db: Db, filter: LeadFilter): Promise<string> {
  const rows = await db.lead.findMany({ where: leadWhere(filter), select: { ...listSelect, message: true }, orderBy: { createdAt: 'desc' }, take: EXPORT_LIMIT });
  return toCsv(
    ['created_at', 'status', 'name', 'email', 'phone', 'subject', 'message', 'language', 'source_page', 'id'],
    rows.map((r) => [r.createdAt.toISOString(), r.status, r.name, r.email, r.phone, r.subject, r.message, r.preferredLanguage, r.sourcePage, r.id]),
  );
}
