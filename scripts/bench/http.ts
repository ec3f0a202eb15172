// npm run bench — HTTP load with autocannon on loopback against `npm start` (WEB_CONCURRENCY workers
// of `next start` on one port; one per core unless set) serving the production build.
//   static page   GET /en/grass with gzip, side by side in one run: the app alone, the app behind
//                 nginx with the shipped configuration, nginx serving the same HTML as a file
//                 (nginx-compare.ts); budget: behind nginx ≥ 60% of nginx's req/s. Needs nginx.
//   quote data    GET catalogue.quoteData (what the calculator loads; it prices in the browser)
//                                                                  20 connections, budget p99 ≤ 50 ms
//   signed-in read GET twoFactor.status (no budget: the cheapest signed-in call, for comparison)
//   quote save    POST quote.save, signed in                       20 connections, CPU ms per save reported
//                 (issue 8's p99 budget retired by issue 27); every 2xx answer matched by one stored quote
//   contact       POST lead.contact                                20 connections, budget p99 ≤ 150 ms,
//                 and every 2xx answer matched by exactly one stored lead
// plus the calculator's pure pricing (priceQuote) timed in-process. Each row also gives the CPU
// milliseconds a request cost the server and PostgreSQL (cpu.ts). Any non-2xx answer fails too.
// Rate limits are real but not what is measured: contact requests each carry their own e-mail and
// X-Forwarded-For address (the server runs with TRUST_PROXY=1); each signed-in bench customer's
// quote-save bucket starts far below its limit (the limiter's upsert still runs on every save).
// Builds into .next-bench against a fresh database unless BENCH_DIST_DIR names an existing build.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import autocannon from 'autocannon';
import { hashPassword } from '../../src/server/auth/password';
import { priceQuote, shelfPrice } from '../../src/domain/pricing';
import { addDays, businessClock, hoursOn } from '../../src/domain/delivery-date';
import { DEFAULT_HOURS, hoursSpans } from '../../src/domain/business-facts';
import { env } from '../../src/config/env.mjs';

function openDayFrom(date: string): string {
  const schedule = { hours: hoursSpans(DEFAULT_HOURS), closedDates: env.CLOSED_DATES };
  let day = date;
  while (!hoursOn(day, schedule)) day = addDays(day, 1);
  return day;
}
import { benchEnv, benchWorkers, freshDatabase, main, origin, printTable, productionBuild, startOutboxWorker, startServer } from './lib';
import { cpuPerRequest, readCpu } from './cpu';
import { compareWithNginx } from './nginx-compare';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=save (any part of a scenario's name) runs only the matching scenarios.
const CUSTOMERS = 20;
const PASSWORD = 'bench-password-1';

interface Scenario {
  name: string;
  connections: number;
  /** Mutations run a fixed number of requests (their warm-up rate × DURATION), so every answer is counted. */
  mutation?: boolean;
  budget: string;
  /** Whether the scenario's answers meet its budget; null for a scenario shown for comparison only. */
  pass: ((r: autocannon.Result) => boolean) | null;
  options: Partial<autocannon.Options>;
  after?: (r: autocannon.Result) => Promise<string | null>;
}

const jsonHeaders = { 'content-type': 'application/json', origin, 'x-lang': 'en' };

function load(options: Partial<autocannon.Options>, connections: number, run: { duration: number } | { amount: number }) {
  return autocannon({ url: origin, connections, ...run, ...options } as autocannon.Options);
}

/** Signs a customer in through NextAuth's credentials endpoint; returns the session cookie. */
async function signIn(email: string, ip: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`, { headers: { 'x-forwarded-for': ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie, origin, 'x-forwarded-for': ip },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }),
  });
  const session = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => /session-token=/.test(c) && !c.endsWith('='));
  if (!session) throw new Error(`Sign-in of ${email} failed (HTTP ${res.status} ${res.headers.get('location') ?? ''})`);
  return session;
}

await main(async () => {
  const url = await freshDatabase('http');
  // The e-mail worker runs inside the server, as it does by default in production; with
  // BENCH_OUTBOX=process it runs as its own process (`npm run outbox:work -- --watch`) instead.
  const inProcessOutbox = process.env.BENCH_OUTBOX !== 'process';
  const env = benchEnv({ TRUST_PROXY: '1', OUTBOX_WORKER: inProcessOutbox ? 'true' : 'false' });
  const distDir = await productionBuild(url, env);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const server = await startServer(distDir, url, env);
    const database = new URL(url).pathname.slice(1);
    const cpu = () => readCpu(server.pid!, database);
    if (!inProcessOutbox) startOutboxWorker(url, env);
    console.log(`npm start (${distDir}, WEB_CONCURRENCY=${benchWorkers()}) on ${origin}; about ${DURATION} s per scenario after a 3 s warm-up`);
    console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} before the run\n`);
    // The static page first, against nginx on the same HTML (the ratio is what counts here).
    const nginx = await compareWithNginx(server, url);

    // Bench customers, signed in for real; their quote-save buckets start at -1e9 this hour and next.
    const passwordHash = await hashPassword(PASSWORD);
    const cookies: string[] = [];
    const hour = 3600_000;
    const windowStart = Math.floor(Date.now() / hour) * hour;
    for (let i = 1; i <= CUSTOMERS; i++) {
      const id = `bench-customer-${i}`;
      const email = `bench${i}@example.com`;
      await client.query(
        `INSERT INTO "User" (id, email, name, "passwordHash", role, "emailVerified", "updatedAt") VALUES ($1, $2, $3, $4, 'CUSTOMER', now(), now())`,
        [id, email, `Bench Customer ${i}`, passwordHash],
      );
      for (const start of [windowStart, windowStart + hour]) {
        await client.query(`INSERT INTO "RateLimitBucket" ("key", "windowStart", "count", "expiresAt") VALUES ($1, $2, -1000000000, $3)`, [
          `quote-save:user:${id}`,
          new Date(start),
          new Date(start + hour),
        ]);
      }
      cookies.push(await signIn(email, `198.18.0.${i}`));
    }
    const products = await client.query<{ id: string; unitType: 'GRASS' | 'BULK' }>(
      `SELECT p.id, p."unitType" FROM "Product" p JOIN "PriceBookEntry" e ON e."productId" = p.id
       WHERE p."isActive" AND coalesce(e."salePriceCents", e."listPriceCents") > 0 ORDER BY p."unitType", p."sortOrder"`,
    );
    const grass = products.rows.find((p) => p.unitType === 'GRASS');
    const bulk = products.rows.find((p) => p.unitType === 'BULK');
    if (!grass || !bulk) throw new Error('The seed has no priced grass and bulk products');
    const quoteInput = {
      lines: [
        { productId: grass.id, quantity: 3, unit: 'PALLET' },
        { productId: bulk.id, quantity: 5, unit: 'CUBIC_YARD' },
      ],
      fulfilment: 'DELIVERY',
      zip: '77380',
      typedMiles: 18,
      // A week on, moved to an open day: valid whatever the day the bench runs.
      requestedDate: openDayFrom(addDays(businessClock(new Date()).date, 7)),
      language: 'en',
    };

    const countOf = async (table: string) => Number((await client.query(`SELECT count(*) FROM "${table}"`)).rows[0].count);
    let seq = 0;
    let leadsBefore = 0;
    let quotesBefore = 0;

    const scenarios: Scenario[] = [
      {
        name: 'quote data GET catalogue.quoteData',
        connections: 20,
        budget: 'p99 ≤ 50 ms',
        pass: (r) => r.latency.p99 <= 50,
        options: { requests: [{ method: 'GET', path: `/api/trpc/catalogue.quoteData?batch=1&input=${encodeURIComponent('{}')}`, headers: { 'x-lang': 'en' } }] },
      },
      {
        // Not a budget of its own: the cheapest signed-in call (NextAuth reads the session, the
        // procedure checks the user, one read), for comparison with the save.
        name: 'signed-in read GET twoFactor.status',
        connections: 20,
        budget: '(comparison)',
        pass: null,
        options: {
          requests: [
            {
              method: 'GET',
              path: `/api/trpc/twoFactor.status?batch=1&input=${encodeURIComponent('{}')}`,
              setupRequest: (req) => ({ ...req, headers: { 'x-lang': 'en', cookie: cookies[seq++ % cookies.length]! } }),
            },
          ],
        },
      },
      {
        // Issue 27 retired issue 8's p99 budget for the save (on two cores it is bound by the
        // framework's per-request cost, far beyond this business's load): its CPU per save is
        // reported, beside the cheapest signed-in call's, and must not grow.
        name: 'quote save POST quote.save',
        connections: 20,
        mutation: true,
        budget: '(CPU ms reported)',
        pass: null,
        options: {
          requests: [
            {
              method: 'POST',
              path: '/api/trpc/quote.save?batch=1',
              setupRequest: (req) => ({
                ...req,
                headers: { ...jsonHeaders, cookie: cookies[seq++ % cookies.length]! },
                body: JSON.stringify({ 0: { json: quoteInput } }),
              }),
            },
          ],
        },
        after: async (r) => {
          const stored = (await countOf('Quote')) - quotesBefore;
          return stored === r['2xx'] ? null : `${r['2xx']} answers 2xx but ${stored} quotes stored`;
        },
      },
      {
        name: 'contact POST lead.contact',
        connections: 20,
        mutation: true,
        budget: 'p99 ≤ 150 ms; 2xx = leads',
        pass: (r) => r.latency.p99 <= 150,
        options: {
          requests: [
            {
              method: 'POST',
              path: '/api/trpc/lead.contact?batch=1',
              setupRequest: (req) => {
                const n = ++seq;
                const input = {
                  name: `Bench Visitor ${n}`,
                  email: `visitor${n}-${process.pid}@example.com`,
                  phone: '(281) 555-0100',
                  subject: 'delivery',
                  message: 'Do you deliver two pallets of St. Augustine to Tomball next week?',
                  website: '',
                  fillMs: 20_000,
                  idempotencyKey: randomUUID(),
                };
                const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
                return { ...req, headers: { ...jsonHeaders, 'x-forwarded-for': ip }, body: JSON.stringify({ 0: { json: input } }) };
              },
            },
          ],
        },
        after: async (r) => {
          const stored = (await countOf('Lead')) - leadsBefore;
          const repeated = Number((await client.query(`SELECT count(*) FROM (SELECT email FROM "Lead" GROUP BY email HAVING count(*) > 1) d`)).rows[0].count);
          if (repeated) return `${repeated} e-mails stored more than once`;
          return stored === r['2xx'] ? null : `${r['2xx']} answers 2xx but ${stored} leads stored`;
        },
      },
    ];

    const rows: (string | number)[][] = [];
    let ok = nginx.front >= 0.6;
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const s of scenarios.filter((one) => !only || one.name.toLowerCase().includes(only))) {
      const warm = await load(s.options, Math.min(s.connections, 10), { duration: 3 }); // JIT, connection pool, caches
      await new Promise((r) => setTimeout(r, 1000)); // let requests cut off by the warm-up's end finish
      leadsBefore = await countOf('Lead');
      quotesBefore = await countOf('Quote');
      const cpuBefore = cpu();
      const r = await load(s.options, s.connections, s.mutation ? { amount: Math.max(200, Math.round(warm.requests.average * DURATION)) } : { duration: DURATION });
      const cpuAfter = cpu();
      const problem = s.after ? await s.after(r) : null;
      const failedRequests = r.non2xx + r.errors + r.timeouts;
      const answered = failedRequests === 0 && !problem && r['2xx'] > 0;
      const pass = answered && (s.pass?.(r) ?? true);
      ok &&= pass;
      rows.push([
        s.name,
        s.connections,
        Number(r.requests.average.toFixed(0)),
        r.latency.p50,
        r.latency.p99,
        ...cpuPerRequest(cpuBefore, cpuAfter, r['2xx'] + r.non2xx),
        r['2xx'],
        `${r.non2xx}/${r.errors}/${r.timeouts}`,
        s.budget,
        pass ? (s.pass ? 'ok' : '-') : `FAIL${problem ? `: ${problem}` : ''}`,
      ]);
      console.log(`done: ${s.name}`);
    }

    // The calculator prices in the browser with the pure domain function: timed here on its data.
    const quoteData = (await (await fetch(`${origin}/api/trpc/catalogue.quoteData?batch=1&input=%7B%7D`)).json()) as [
      { result: { data: { json: { products: { id: string; unitType: 'GRASS' | 'BULK'; priceBook: { listPriceCents: number | null; salePriceCents: number | null } | null }[]; bands: never[] } } } },
    ];
    const { products: catalogue, bands } = quoteData[0].result.data.json;
    const lines = catalogue.slice(0, 6).map((p, i) => ({
      id: String(i),
      quantity: 2 + i,
      unit: p.unitType === 'GRASS' ? 'PALLET' : 'CUBIC_YARD',
      unitPriceCents: shelfPrice(p.priceBook)?.priceCents ?? 0,
      deliveryType: p.unitType,
    }));
    const times: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const t = performance.now();
      priceQuote(lines as never, bands, 5 + (i % 60));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.floor((times.length - 1) * p)]!;
    rows.push([
      `quote pricing in-process (${lines.length} lines)`,
      '-',
      Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
      Number(pct(0.5).toFixed(3)),
      Number(pct(0.99).toFixed(3)),
      '-',
      '-',
      times.length,
      '-',
      'p99 ≤ 50 ms',
      pct(0.99) <= 50 ? 'ok' : 'FAIL',
    ]);
    ok &&= pct(0.99) <= 50;

    console.log(`\nLoad average after the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine slows every number)`);
    printTable(['scenario', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'db CPU ms/req', '2xx', 'non2xx/err/timeout', 'budget', 'verdict'], rows);
    console.log(
      `\nstatic page GET /en/grass (gzip): behind nginx ${Math.round(nginx.front * 100)}% of nginx serving the same HTML ` +
        `(budget ≥ 60%: ${nginx.front >= 0.6 ? 'ok' : 'FAIL'}); the app alone ${Math.round(nginx.alone * 100)}% (table above).`,
    );
    console.log(
      '\nRate limits: each contact request had its own e-mail and X-Forwarded-For (TRUST_PROXY=1); ' +
        `the ${CUSTOMERS} signed-in customers' quote-save buckets were pre-set far below the limit (rotated per request).`,
    );
    const outbox = await client.query<{ status: string; count: string }>(`SELECT status, count(*) FROM "EmailOutbox" GROUP BY status ORDER BY status`);
    console.log(
      `E-mail outbox at the end (worker ${inProcessOutbox ? 'inside the server' : 'in its own process'}): ` +
        (outbox.rows.map((row) => `${row.status} ${row.count}`).join(', ') || 'empty'),
    );
    console.log(
      'CPU ms/req: CPU time of the server (npm start and its workers) and of the PostgreSQL backends serving the bench database, ' +
        `divided by the requests of the scenario (from /proc); ${os.cpus().length} cores give at most ${os.cpus().length * 1000} ms of CPU a second to share with the load generator.`,
    );
    console.log(ok ? '\nPASS: every scenario within budget.' : '\nFAIL: see the rows marked FAIL.');
    return ok;
  } finally {
    await client.end();
  }
});
