// Every back-office change writes one audit row in the same transaction as the change itself.
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';

export type Tx = Prisma.TransactionClient;

export interface AuditEntry {
  /** null: the command line (npm run user:create) or the system. */
  actorId: string | null;
  /** e.g. product.update, band.save, lead.status */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Dates and other values become plain JSON, so the log shows exactly what was stored. */
function json(value: unknown): Prisma.InputJsonValue | undefined {
  return value === undefined || value === null ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);
}

export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: json(entry.before),
      after: json(entry.after),
    },
    select: { id: true },
  });
}

/** The error for a save over a row someone else changed since it was read. */
export function conflict(): AppError {
  return new AppError('CONFLICT', 'admin:errors.conflict');
}

/** Optimistic concurrency: `updateMany` on (id, version) touched nothing, so the row moved on. */
export function assertUpdated(result: { count: number }) {
  if (result.count === 0) throw conflict();
}
