// Two `next start` instances on one database, requests alternating between them (as behind a
// load balancer): the contact rate limit trips after the same number of requests as with one
// instance, and with both outbox workers running every e-mail reaches the provider once.
import pg from 'pg';
import type { App } from './support/app';
import type { OwnDatabase } from './support/embedded-db';
import type { StandIn } from './support/resend-stand-in';
import { contactSubmission, freshIp, postContact, type Answer } from './support/client';
import { Report, sleep, tally } from './support/report';

/** The contact form's per-address window (services/leads.ts: 5 per 10 minutes). */
const WINDOW_MS = 10 * 60_000;
const ATTEMPTS = 8;

/** Sends ATTEMPTS submissions from one address, round-robin over `apps`; the answers in order. */
async function burst(apps: App[], tag: string): Promise<number[]> {
  for (let tries = 0; ; tries += 1) {
    const window = Math.floor(Date.now() / WINDOW_MS);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const answer: Answer = await postContact(apps[i % apps.length]!.url, contactSubmission(tag), { lang: 'en', ip });
      statuses.push(answer.status);
    }
    // A burst that straddles two rate-limit windows proves nothing; run it again.
    if (Math.floor(Date.now() / WINDOW_MS) === window || tries > 0) return statuses;
  }
}

const firstRefused = (statuses: number[]) => statuses.indexOf(429) + 1;

export async function twoInstances(a: App, b: App, database: OwnDatabase, standIn: StandIn): Promise<Report> {
  const report = new Report('two-instances');
  const tag = `scale-${Date.now()}`;
  const [markA, markB] = [a.mark(), b.mark()];

  const single = await burst([a], tag);
  const shared = await burst([a, b], tag);
  console.log(`  one instance:  ${single.join(' ')}`);
  console.log(`  two instances: ${shared.join(' ')} (alternating ${a.name}/${b.name})`);
  report.check(
    'rate limit trips after the same number of requests with two instances',
    firstRefused(single) > 0 && firstRefused(shared) === firstRefused(single) && shared.slice(firstRefused(shared) - 1).every((s) => s === 429),
    `first 429 at request ${firstRefused(single)} (one instance) and ${firstRefused(shared)} (two)`,
  );

  // Many contacts through both instances; both workers wake on their own instance's submissions.
  const CONTACTS = 60;
  const answers = await Promise.all(
    Array.from({ length: CONTACTS }, (_, i) => postContact((i % 2 ? b : a).url, contactSubmission(`${tag}-mail`), { lang: i % 3 ? 'en' : 'es', ip: freshIp() })),
  );
  report.check('contacts through both instances accepted', answers.every((r) => r.status === 200), tally(answers.map((r) => r.status)));

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const rowsQuery = `SELECT o."id", o."status" FROM "EmailOutbox" o JOIN "Lead" l ON l."id" = o."leadId" WHERE l."email" LIKE $1`;
    let rows: { id: string; status: string }[] = [];
    const started = Date.now();
    while (Date.now() - started < 90_000) {
      rows = (await client.query<{ id: string; status: string }>(rowsQuery, [`${tag}-mail-%`])).rows;
      if (rows.length && rows.every((r) => r.status === 'SENT')) break;
      await sleep(500);
    }
    const drainedIn = Date.now() - started;
    // Give a duplicate send (if any) time to arrive before counting.
    await sleep(3000);
    const perKey = rows.map((r) => standIn.counts.get(r.id) ?? 0);
    report.check(
      'both workers: every outbox row delivered exactly once',
      rows.length === CONTACTS * 2 && rows.every((r) => r.status === 'SENT') && perKey.every((n) => n === 1),
      `${rows.length} rows, ${rows.filter((r) => r.status === 'SENT').length} SENT within ${drainedIn} ms; requests per Idempotency-Key: ${tally(perKey)}`,
    );
    console.log(`  the stand-in saw ${standIn.counts.size} keys in the whole run: ${tally([...standIn.counts.values()])} requests each`);
  } finally {
    await client.end();
  }
  const [errorsA, errorsB] = [a.internalErrors(markA), b.internalErrors(markB)];
  report.check('no internal error in either server log', errorsA.length + errorsB.length === 0, `${errorsA.length} + ${errorsB.length} logged`);
  return report;
}
