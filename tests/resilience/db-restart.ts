// PostgreSQL stopped for a few seconds and started again while visitors keep sending the contact
// form and loading the quote calculator's data. The API must answer 503 with the localized
// "try again" message while it is down (never a 500), store nothing half-way, and recover
// without restarting the app.
import pg from 'pg';
import type { Lang } from '@/i18n/languages';
import { QUOTE_DATA_TTL_MS } from '@/server/services/catalogue';
import type { App } from './support/app';
import type { OwnDatabase } from './support/embedded-db';
import { contactSubmission, freshIp, getHealth, getQuoteData, localized, postContact, type Answer, type ContactSubmission } from './support/client';
import { Report, sleep, tally } from './support/report';

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';

interface Sample extends Answer {
  kind: 'contact' | 'quoteData';
  lang: Lang;
  /** The phase the request started and ended in ("down", or "before→stopping" when it changed). */
  phase: string;
  /** When the request was sent (Date.now()). */
  sentAt: number;
  submission?: ContactSubmission;
}

const WORKERS = 4;
// Longer than the quote data's cache (QUOTE_DATA_TTL_MS), so the outage outlasts every cached copy.
const DOWN_MS = 8000;

export async function dbRestartUnderTraffic(app: App, database: OwnDatabase): Promise<Report> {
  const report = new Report('db-restart');
  const tag = `restart-${Date.now()}`;
  let phase: Phase = 'before';
  let running = true;
  const samples: Sample[] = [];
  const span = (started: Phase) => (started === phase ? started : `${started}→${phase}`);

  const visitor = async (n: number) => {
    for (let i = 0; running; i += 1) {
      const lang: Lang = (n + i) % 2 ? 'es' : 'en';
      const at = phase;
      const sentAt = Date.now();
      if (i % 2 === 0) {
        const submission = contactSubmission(tag);
        const answer = await postContact(app.url, submission, { lang, ip: freshIp() });
        samples.push({ ...answer, kind: 'contact', lang, phase: span(at), sentAt, submission });
      } else {
        const answer = await getQuoteData(app.url, { lang });
        samples.push({ ...answer, kind: 'quoteData', lang, phase: span(at), sentAt });
      }
      await sleep(50);
    }
  };

  const mark = app.mark();
  const traffic = Array.from({ length: WORKERS }, (_, n) => visitor(n));
  await sleep(6000);
  phase = 'stopping';
  const stoppingAt = Date.now();
  await database.stop();
  phase = 'down';
  const downStarted = Date.now();
  await sleep(DOWN_MS / 2);
  const healthDown = await getHealth(app.url);
  await sleep(DOWN_MS / 2);
  phase = 'starting';
  await database.start();
  const upAt = Date.now();
  phase = 'after';
  const downFor = upAt - downStarted;
  await sleep(8000);
  running = false;
  await Promise.all(traffic);
  const healthUp = await getHealth(app.url);

  const byPhase = (p: string) => samples.filter((s) => s.phase === p);
  console.log(`  traffic: ${samples.length} requests from ${WORKERS} visitors; PostgreSQL down for ${downFor} ms`);
  for (const p of [...new Set(samples.map((s) => s.phase))]) {
    console.log(`    ${p.padEnd(18)} ${tally(byPhase(p).map((s) => `${s.kind} ${s.status}`))}`);
  }

  const before = byPhase('before');
  report.check('before the stop: requests succeed', before.length > 0 && before.every((s) => s.status === 200), tally(before.map((s) => `${s.kind} ${s.status}`)));
  const unexpected = samples.filter((s) => s.status !== 200 && s.status !== 503);
  report.check('never a 500 (only 200 or 503)', unexpected.length === 0, `${samples.length} requests: ${tally(samples.map((s) => s.status))}`);
  const internal = app.internalErrors(mark);
  report.check('no internal error in the server log', internal.length === 0, `${internal.length} logged${internal.length ? `: ${tally(internal)}` : ''}`);

  // The quote data is public and may come from an instance's copy loaded before the stop, for
  // at most QUOTE_DATA_TTL_MS (docs/operations.md, Several instances); after that it too must be 503.
  const down = byPhase('down');
  const fromCache = (s: Sample) => s.kind === 'quoteData' && s.status === 200 && s.sentAt < stoppingAt + QUOTE_DATA_TTL_MS;
  const downOk = down.filter((s) => (s.status === 503 && s.message === localized(s.lang, 'common', 'errors.unavailable')) || fromCache(s));
  report.check(
    `while down: every API call is 503 with the localized "try again" (quote data: after its ${QUOTE_DATA_TTL_MS / 1000} s copy)`,
    down.length > 0 && downOk.length === down.length && down.some((s) => s.kind === 'quoteData' && s.status === 503),
    `${downOk.length}/${down.length} (${tally(down.map((s) => `${s.lang} ${s.status}`))})${down.find((s) => !downOk.includes(s))?.message ? `; e.g. ${down.find((s) => !downOk.includes(s))!.message}` : ''}`,
  );
  report.check('/api/health while down is 503', healthDown.status === 503, `status ${healthDown.status}`);

  const after = byPhase('after');
  const recoveredAt = after.find((s) => s.status === 200);
  const lastSeconds = after.slice(-4 * WORKERS);
  report.check(
    'after restart: requests succeed again, same app process',
    !!recoveredAt && lastSeconds.every((s) => s.status === 200) && lastSeconds.some((s) => s.kind === 'contact'),
    `last ${lastSeconds.length} requests: ${tally(lastSeconds.map((s) => `${s.kind} ${s.status}`))}; health ${healthUp.status}`,
  );

  // The visitor's browser retries a failed submission with the same idempotency key.
  const failed = samples.filter((s) => s.kind === 'contact' && s.status !== 200);
  const retries = await Promise.all(failed.map((s) => postContact(app.url, s.submission!, { lang: s.lang, ip: freshIp() })));
  report.check('retried submissions (same key) are accepted', retries.every((r) => r.status === 200), `${failed.length} retried: ${tally(retries.map((r) => r.status))}`);

  // Nothing half-saved, nothing doubled: each submission is one lead with both e-mails.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; outbox: string }>(
      `SELECT l."email", count(o."id")::text AS outbox FROM "Lead" l LEFT JOIN "EmailOutbox" o ON o."leadId" = l."id"
       WHERE l."email" LIKE $1 GROUP BY l."id", l."email"`,
      [`${tag}-%`],
    );
    const submitted = samples.filter((s) => s.kind === 'contact').map((s) => s.submission!.email);
    const stored = new Map(rows.map((r) => [r.email, Number(r.outbox)]));
    const missing = submitted.filter((e) => !stored.has(e));
    const doubled = rows.length - new Set(rows.map((r) => r.email)).size;
    const partial = rows.filter((r) => Number(r.outbox) !== 2);
    report.check(
      'every submission stored once, each lead with its 2 outbox rows',
      missing.length === 0 && doubled === 0 && partial.length === 0 && rows.length === submitted.length,
      `${submitted.length} submitted, ${rows.length} leads, ${missing.length} missing, ${doubled} doubled, ${partial.length} without both e-mails`,
    );
  } finally {
    await client.end();
  }
  return report;
}
