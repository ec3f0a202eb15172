// Helpers for the lead, membership and outbox tests: calls over HTTP (to see status codes and
// the translated error answer) and valid form data with unique e-mails.
import { randomUUID } from 'node:crypto';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { appRouter } from '@/server/trpc/root';
import type { Lang } from '@/i18n/languages';
import { db } from './support/db';

export interface HttpAnswer {
  status: number;
  message: string | null;
  issues: { path: string; key: string; message: string }[] | null;
  data: unknown;
}

/** POSTs a mutation the way the browser does (superjson body, x-lang language, client IP). */
export async function postMutation(path: string, input: unknown, opts: { lang?: Lang; ip?: string } = {}): Promise<HttpAnswer> {
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superjson.serialize(input)),
    }),
    router: appRouter,
    createContext: () => ({ db, session: null, lang: opts.lang ?? 'en', ip: opts.ip ?? `ip-${randomUUID()}` }),
  });
  const body = (await res.json()) as {
    result?: { data: { json: unknown } };
    error?: { json: { message: string; data: { issues: HttpAnswer['issues'] } } };
  };
  return {
    status: res.status,
    message: body.error?.json.message ?? null,
    issues: body.error?.json.data.issues ?? null,
    data: body.result?.data.json ?? null,
  };
}

export function uniqueEmail(prefix = 'visitor') {
  return `${prefix}-${randomUUID()}@example.test`;
}

/** A contact submission that passes every rule, filled at a human pace. */
export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Lopez',
    email: uniqueEmail(),
    phone: '(281) 555-0100',
    subject: 'delivery',
    message: 'Do you deliver two pallets of St. Augustine to Magnolia on Saturday?',
    fillMs: 45_000,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function validMembership(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Lopez Landscaping LLC',
    phone: '(936) 555-0199',
    email: uniqueEmail('company'),
    fillMs: 20_000,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
