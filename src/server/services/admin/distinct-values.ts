// The distinct values of an indexed column, for the back office's filter dropdowns.
import type { Db } from '@/server/db/client';
import { Prisma } from '@/server/db/generated/client';

/** Columns that lead a B-tree index (see prisma/schema.prisma), by table. */
const LEADING_INDEX_COLUMNS = {
  Lead: ['sourcePage'],
  AuditLog: ['entityType', 'actorId'],
} as const;

type Table = keyof typeof LEADING_INDEX_COLUMNS;

/**
 * The column's distinct non-null values, in the database's order. PostgreSQL has no skip scan, so
 * DISTINCT or GROUP BY would read every row; this walks the index instead, one probe for each
 * value after the previous one (a recursive "loose index scan"): its cost grows with the number of
 * distinct values, not with the number of rows.
 */
export async function distinctIndexedValues<T extends Table>(db: Db, table: T, column: (typeof LEADING_INDEX_COLUMNS)[T][number]): Promise<string[]> {
  // Identifiers cannot be parameters: only the names listed above are ever interpolated.
  if (!(LEADING_INDEX_COLUMNS[table] as readonly string[]).includes(column)) throw new Error(`No index leads with ${table}.${column}`);
  const t = Prisma.raw(`"${table}"`);
  const c = Prisma.raw(`"${column}"`);
  const rows = await db.$queryRaw<{ value: string }[]>`
    WITH RECURSIVE walk(value) AS (
      (SELECT ${c} FROM ${t} WHERE ${c} IS NOT NULL ORDER BY ${c} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${c} FROM ${t} WHERE ${c} > walk.value ORDER BY ${c} LIMIT 1) FROM walk WHERE walk.value IS NOT NULL
    )
    SELECT value FROM walk WHERE value IS NOT NULL ORDER BY value`;
  return rows.map((r) => r.value);
}
