// A database that cannot be reached gives a clean, translated 503, not a 500.
import { afterAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createPrismaClient } from '@/server/db/client';
import { appRouter, createCaller } from '@/server/trpc/root';

// Port 1 on loopback: nothing listens there.
const unreachable = createPrismaClient('postgresql://postgres@127.0.0.1:1/none?connect_timeout=2');
afterAll(() => unreachable.$disconnect());

describe('database unavailable', () => {
  it('answers SERVICE_UNAVAILABLE through the router', async () => {
    const caller = createCaller({ db: unreachable, session: null, lang: 'en', ip: 'test' });
    const error = await caller.catalogue.quoteData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers HTTP 503 with a "try again" message in the caller’s language', async () => {
    const res = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new Request('http://localhost/api/trpc/catalogue.quoteData'),
      router: appRouter,
      createContext: () => ({ db: unreachable, session: null, lang: 'es' as const, ip: 'test' }),
    });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe('El servicio no está disponible en este momento. Intente de nuevo en unos instantes.');
  });
});
