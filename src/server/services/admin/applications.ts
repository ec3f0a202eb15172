// Member-pricing applications: list with search and filters, detail, decision and notes.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { toCsv } from '@/domain/admin-csv';
import type { ApplicationFilter } from '@/server/trpc/routers/admin/filters-schema';
import { recordAudit } from './audit';
import { EXPORT_LIMIT } from './leads';
import { searchTerm } from './search-text';
import { langFromLocale } from '@/i18n/languages';
import { translate } from '@/server/i18n/translate';

function applicationWhere(f: ApplicationFilter): Prisma.MembershipApplicationWhereInput {
  const search = searchTerm(f.search);
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.language ? { language: f.language } : {}),
    ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } } : {}),
    ...(search
      ? {
          OR: [
            { companyName: { contains: search, mode: 'insensitive' } },
            { email: { contains: search, mode: 'insensitive' } },
            { phone: { contains: search } },
          ],
        }
      : {}),
  };
}

const listSelect = { id: true, companyName: true, email: true, phone: true, language: true, status: true, createdAt: true } as const;

export async function listApplications(db: Db, filter: ApplicationFilter, page: number, pageSize: number) {
  const where = applicationWhere(filter);
  const [rows, total] = await Promise.all([
    db.membershipApplication.findMany({ where, select: listSelect, orderBy: { createdAt: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
    db.membershipApplication.count({ where }),
  ]);
  return { rows, total, now: new Date() };
}

export async function getApplication(db: Db, id: string) {
  const application = await db.membershipApplication.findUnique({
    where: { id },
    select: {
      ...listSelect,
      version: true,
      leadId: true,
      // Member pricing: the account it belongs to and the tier given (services/member-decisions.ts).
      userId: true,
      decidedAt: true,
      tier: { select: { id: true, name: true } },
      notes: { select: { id: true, body: true, createdAt: true, author: { select: { name: true, email: true } } }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!application) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  // A reply by e-mail is written in the applicant's language, whatever the back office's.
  return { ...application, replySubject: translate(langFromLocale(application.language), 'admin:memberships.replySubject'), now: new Date() };
}

export async function addApplicationNote(db: Db, actorId: string, input: { id: string; body: string }) {
  return db.$transaction(async (tx) => {
    if (!(await tx.membershipApplication.findUnique({ where: { id: input.id }, select: { id: true } }))) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const note = await tx.applicationNote.create({ data: { applicationId: input.id, authorId: actorId, body: input.body }, select: { id: true, body: true, createdAt: true } });
    await recordAudit(tx, { actorId, action: 'application.note', entityType: 'MembershipApplication', entityId: input.id, after: { noteId: note.id, body: note.body } });
    return note;
  });
}

export async function exportApplications(db: Db, filter: ApplicationFilter): Promise<string> {
  const rows = await db.membershipApplication.findMany({ where: applicationWhere(filter), select: listSelect, orderBy: { createdAt: 'desc' }, take: EXPORT_LIMIT });
  return toCsv(
    ['created_at', 'status', 'company_name', 'email', 'phone', 'language', 'id'],
    rows.map((r) => [r.createdAt.toISOString(), r.status, r.companyName, r.email, r.phone, r.language, r.id]),
  );
}
