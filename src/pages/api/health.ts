// GET /api/health — for load balancers: 200 when the app and its database answer, else 503.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';

const DB_TIMEOUT_MS = 2000;

export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  const started = Date.now();
  let database: 'up' | 'down' = 'down';
  try {
    await Promise.race([
      getDb().$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS)),
    ]);
    database = 'up';
  } catch {
    database = 'down';
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(database === 'up' ? 200 : 503).json({
    status: database === 'up' ? 'ok' : 'degraded',
    app: 'up',
    database,
    uptimeSeconds: Math.round(process.uptime()),
    checkedInMs: Date.now() - started,
  });
}
