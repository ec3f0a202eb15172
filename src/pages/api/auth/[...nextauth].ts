import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { buildAuthOptions } from '@/server/auth/options';
import { requestIp } from '@/server/trpc/context';

export default function auth(req: NextApiRequest, res: NextApiResponse) {
  // Built per request so the sign-in rate limits know the client address.
  return NextAuth(req, res, buildAuthOptions({ ip: requestIp(req) }));
}
