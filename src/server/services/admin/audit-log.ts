// Reading the audit log: newest first, filtered by entity and by who made the change.
import type { Db } from '@/server/db/client';
import { distinctIndexedValues } from './distinct-values';

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actorId?: string;
}

export async function listAudit(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  const where = {
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
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

async function actorsInLog(db: Db) {
  const ids = await distinctIndexedValues(db, 'AuditLog', 'actorId');
  if (!ids.length) return [];
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true }, orderBy: { email: 'asc' } });
}

/**
 * Values for the filters: entity types that appear in the log and the people who made changes.
 * Both are read from the log's indexes, one probe per distinct value, not from every entry.
 */
export async function auditFilterOptions(db: Db) {
  const [entityTypes, actors] = await Promise.all([distinctIndexedValues(db, 'AuditLog', 'entityType'), actorsInLog(db)]);
  return { entityTypes, actors };
}
