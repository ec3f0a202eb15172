// What the site's pages send: contact submissions (JSON with the site's Origin, as the
// same-origin check requires) and the quote calculator's data query.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import superjson from 'superjson';
import type { Lang } from '@/i18n/languages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Answer {
  status: number;
  message: string | null;
  ms: number;
}

/** A translated string from public/locales (what the API must answer with). */
export function localized(lang: Lang, ns: string, key: string): string {
  const file = JSON.parse(readFileSync(path.join(ROOT, 'public/locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  if (typeof value !== 'string') throw new Error(`No ${lang}/${ns}:${key}`);
  return value;
}

export interface ContactSubmission {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  fillMs: number;
  idempotencyKey: string;
}

export function contactSubmission(tag: string): ContactSubmission {
  return {
    name: 'Resilience Visitor',
    email: `${tag}-${randomUUID()}@example.test`,
    phone: '(281) 555-0100',
    subject: 'delivery',
    message: 'Do you deliver two pallets of St. Augustine to Magnolia on Saturday?',
    fillMs: 30_000,
    idempotencyKey: randomUUID(),
  };
}

async function answer(res: Response, started: number): Promise<Answer> {
  const text = await res.text();
  let message: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: { json?: { message?: string }; message?: string } };
    message = body.error?.json?.message ?? body.error?.message ?? null;
  } catch {
    message = text.slice(0, 200);
  }
  return { status: res.status, message, ms: Date.now() - started };
}

async function timed(run: () => Promise<Response>): Promise<Answer> {
  const started = Date.now();
  try {
    return await answer(await run(), started);
  } catch (error) {
    // No HTTP answer at all (connection refused or reset, timeout).
    return { status: 0, message: String(error), ms: Date.now() - started };
  }
}

export function postContact(base: string, input: ContactSubmission, opts: { lang: Lang; ip: string }): Promise<Answer> {
  return timed(() =>
    fetch(`${base}/api/trpc/lead.contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-lang': opts.lang, 'x-forwarded-for': opts.ip },
      body: JSON.stringify(superjson.serialize(input)),
      signal: AbortSignal.timeout(20_000),
    }),
  );
}

export function getQuoteData(base: string, opts: { lang: Lang }): Promise<Answer> {
  return timed(() => fetch(`${base}/api/trpc/catalogue.quoteData`, { headers: { 'x-lang': opts.lang }, signal: AbortSignal.timeout(20_000) }));
}

export function getHealth(base: string): Promise<Answer> {
  return timed(() => fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }));
}

/** A distinct client address per call (198.18.0.0/15 is for benchmarks), so rate limits stay out of the way. */
let nextIp = 0;
export function freshIp(): string {
  nextIp += 1;
  return `198.18.${Math.floor(nextIp / 250) % 250}.${(nextIp % 250) + 1}`;
}
