// Text typed into a back-office search, for Prisma's `contains` (SQL LIKE, whose escape character
// is a backslash in PostgreSQL): %, _ and \ match themselves, so "50%" finds "50%", not "500".
export function likeText(typed: string): string {
  return typed.replace(/[\\%_]/g, '\\$&');
}

/** The search as typed, trimmed and escaped for `contains`; undefined when nothing was typed. */
export function searchTerm(typed: string | undefined): string | undefined {
  const trimmed = typed?.trim();
  return trimmed ? likeText(trimmed) : undefined;
}
