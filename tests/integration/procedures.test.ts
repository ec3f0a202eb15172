// The procedure tiers: who may call what, checked on the server.
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/trpc/root';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe('staffProcedure', () => {
  it('rejects anonymous callers as UNAUTHORIZED', async () => {
    expect(await codeOf(callerAs(null).admin.me())).toBe('UNAUTHORIZED');
  });

  it('rejects customers as FORBIDDEN', async () => {
    const customer = await createUser('CUSTOMER');
    expect(await codeOf(callerAs(customer).admin.me())).toBe('FORBIDDEN');
  });

  it('admits STAFF and ADMIN', async () => {
    for (const role of ['STAFF', 'ADMIN'] as const) {
      const user = await createUser(role);
      await expect(callerAs(user).admin.me()).resolves.toMatchObject({ id: user.id, role });
    }
  });

  it('re-reads the role from the database: a demoted user is refused even with a STAFF session', async () => {
    const staff = await createUser('STAFF');
    await db.user.update({ where: { id: staff.id }, data: { role: 'CUSTOMER' } });
    expect(await codeOf(callerAs(staff).admin.me())).toBe('FORBIDDEN');
  });

  it('refuses a deactivated account', async () => {
    const staff = await createUser('STAFF', { isActive: false });
    expect(await codeOf(callerAs(staff).admin.me())).toBe('UNAUTHORIZED');
  });
});

describe('error answers over HTTP', () => {
  it('are translated into the caller’s language', async () => {
    const customer = await createUser('CUSTOMER');
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'es'] as const) {
      const res = await fetchRequestHandler({
        endpoint: '/api/trpc',
        req: new Request('http://localhost/api/trpc/admin.me'),
        router: appRouter,
        createContext: () => ({ db, session: { user: customer }, lang, ip: 'test' }),
      });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { json: { message: string } } };
      messages[lang] = body.error.json.message;
    }
    expect(messages.en).toBe('You do not have access to this.');
    expect(messages.es).toBe('No tiene acceso a esto.');
  });
});
