// Reading the audit log: newest first, filtered by entity, by event and by who made the change.
// Sign-in and account-security events (entity "Account": client addresses, e-mail addresses
// tried) are for admins only; staff see the back office's changes.
import type { Db } from '@/server/db/client';
import { SECURITY_ENTITY } from '@/domain/security-events';
import type { AccountRole } from '@/domain/back-office-access';
import { distinctIndexedValues } from './distinct-values';
import type { AuditFilter } from '@/server/trpc/routers/admin/filters-schema';

/** Who reads the log: only admins see account-security events. */
export interface AuditReader {
  role: AccountRole;
}

const seesAccountEvents = (reader: AuditReader) => reader.role === 'ADMIN';

export async function listAudit(db: Db, reader: AuditReader, filter: AuditFilter, page: number, pageSize: number) {
  const hidden = seesAccountEvents(reader) ? {} : { NOT: { entityType: SECURITY_ENTITY } };
  const where = {
    ...hidden,
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      select: { id: true, action: true, entityType: true, entityId: true, before: true, after: true, createdAt: true, actor: { select: { id: true, name: true, email: true } } },
      orderBy: { createdAt: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.auditLog.count({ where }),
  ]);
  return { rows, total };
}

async function actorsInLog(db: Db, reader: AuditReader) {
  const ids = await distinctIndexedValues(db, 'AuditLog', 'actorId');
  if (!ids.length) return [];
  // Customers appear in the log only through their own account events, which staff do not see.
  const who = seesAccountEvents(reader) ? {} : { role: { not: 'CUSTOMER' as const } };
  return db.user.findMany({ where: { id: { in: ids }, ...who }, select: { id: true, name: true, email: true }, orderBy: { email: 'asc' } });
}

/**
 * Values for the filters: entity types that appear in the log and the people who made changes.
 * Both are read from the log's indexes, one probe per distinct value, not from every entry.
 */
export async function auditFilterOptions(db: Db, reader: AuditReader) {
  const [entityTypes, actors] = await Promise.all([distinctIndexedValues(db, 'AuditLog', 'entityType'), actorsInLog(db, reader)]);
  return { entityTypes: seesAccountEvents(reader) ? entityTypes : entityTypes.filter((type) => type !== SECURITY_ENTITY), actors };
}
