// Recognises "the database cannot be reached right now" among the errors Prisma and pg throw,
// so the API can answer 503 with a "try again" message instead of a 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
// Prisma: can't reach server, timed out, server closed the connection.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
const KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as { code?: unknown; kind?: unknown; cause?: unknown; message?: unknown; originalCode?: unknown };
  for (const code of [e.code, e.originalCode]) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || PRISMA_CODES.has(code))) return true;
  }
  if (typeof e.kind === 'string' && KINDS.has(e.kind)) return true;
  // pg's own messages (no code): a dropped connection, and a pooled client left broken by one.
  const lost = /Connection terminated|connect ECONNREFUSED|Can't reach database server|connection error and is not queryable/i;
  if (typeof e.message === 'string' && lost.test(e.message)) return true;
  if (Array.isArray((error as AggregateError).errors)) {
    if ((error as AggregateError).errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  }
  // Prisma 7's driver adapters report PostgreSQL's own code (e.g. 57P03 "shutting down") inside
  // meta.driverAdapterError, behind a generic P2039.
  const adapterError = (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  if (adapterError && isDatabaseUnavailable(adapterError, depth + 1)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
