// A unique index refusing a row: two people (or two clicks) creating the same thing at once. The
// look-up before the insert cannot see a row the other transaction has not committed yet, so the
// index has the last word and its refusal gets the same clear answer as the look-up's.
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  // A raw statement's failure (P2010) carries the driver's own kind of error.
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: unknown } } | undefined)?.cause;
  return error.code === 'P2010' && cause?.kind === 'UniqueConstraintViolation';
}

/** Runs `work`; a unique violation in it becomes `conflict` (a CONFLICT with a translated message). */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, conflict: AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict;
    throw error;
  }
}
