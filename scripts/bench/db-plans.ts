// npm run bench:db — query plans of the public pages' and back-office lists' queries on a
// database seeded with 10,000 leads and 5,000 quotes (plus notes, applications, outbox and audit
// rows). It runs the real service functions on a Prisma client with query logging, captures
// every SQL statement they send, and runs EXPLAIN (ANALYZE, FORMAT JSON) on each.
// Fails (exit 1) when a list query reads a big table with a filtered Seq Scan, or when one call
// sends more than MAX_QUERIES_PER_CALL statements (an N+1).
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/server/db/generated/client';
import type { Db } from '../../src/server/db/client';
import { listLeads, leadSourcePages, getLead } from '../../src/server/services/admin/leads';
import { listQuotes } from '../../src/server/services/admin/quotes';
import { listApplications } from '../../src/server/services/admin/applications';
import { listOutbox } from '../../src/server/services/admin/outbox';
import { listAudit, auditFilterOptions } from '../../src/server/services/admin/audit-log';
import { dashboard } from '../../src/server/services/admin/dashboard';
import { listStaff } from '../../src/server/services/admin/staff';
import { listCatalogue } from '../../src/server/services/admin/products';
import { listBands } from '../../src/server/services/admin/bands';
import { listActiveProducts, listActiveDeliveryBands } from '../../src/server/services/catalogue';
import { findServiceAreaByZip } from '../../src/server/services/service-areas';
import { listCategoryItems, findCategoryItem, listCategorySlugs, lowestGrassDeliveryCents } from '../../src/server/services/catalogue-pages';
import { listMyQuotes, getMyQuote } from '../../src/server/services/quote';
import { freshDatabase, main, printTable } from './lib';

const LEADS = 10_000;
const QUOTES = 5_000;
const PAGE_SIZE = 25;
/** A list page that sends more statements than this is loading rows one by one. */
const MAX_QUERIES_PER_CALL = 6;
/** Tables with at least this many rows count as big: a filtered Seq Scan on them fails. */
const BIG_TABLE_ROWS = 1_000;
/**
 * When a big table is read whole, the plan is asked for again with these paths priced out, in
 * turn: the first leaves only index scans, the second only bitmap scans, which read through an
 * index condition and cannot walk a whole index for its order.
 */
const PRICED_OUT: [string[], string][] = [
  [['enable_seqscan'], 'index usable; seq scan cheaper'],
  [['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'], 'selective index usable; ordered walk cheaper'],
];

async function seed(client: pg.Client) {
  // Customers who own the quotes; one staff member who writes notes and audit entries.
  await client.query(`
    INSERT INTO "User" (id, email, name, role, "emailVerified", "updatedAt")
    SELECT 'bench-user-' || g, 'customer' || g || '@example.com', 'Customer ' || g, 'CUSTOMER', now(), now()
    FROM generate_series(1, 1000) g`);
  await client.query(`
    INSERT INTO "User" (id, email, name, role, "emailVerified", "updatedAt")
    VALUES ('bench-staff', 'staff@example.com', 'Staff Member', 'STAFF', now(), now())`);
  await client.query(`
    INSERT INTO "Lead" (id, name, email, phone, subject, message, "preferredLanguage", "sourcePage", status, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Person ' || g, 'person' || g || '@example.com', '281555' || lpad((g % 10000)::text, 4, '0'),
      (ARRAY['quote','delivery','products','support','other'])[1 + g % 5], 'Message number ' || g,
      (ARRAY['en','es'])[1 + g % 2]::"Language",
      (ARRAY['/en/contact','/es/contacto','/en/quote','/en/grass','/es/pasto','/en/areas/magnolia'])[1 + g % 6],
      (ARRAY['NEW','CONTACTED','QUOTED','WON','LOST','SPAM'])[1 + g % 6]::"LeadStatus",
      now() - (g || ' minutes')::interval * 50, now()
    FROM generate_series(1, ${LEADS}) g`);
  await client.query(`
    INSERT INTO "LeadNote" (id, "leadId", "authorId", body, "createdAt")
    SELECT 'bench-note-' || row_number() OVER (), id, 'bench-staff', 'Called back', "createdAt" + interval '1 hour'
    FROM "Lead" WHERE status <> 'NEW'`);
  await client.query(`
    INSERT INTO "MembershipApplication" (id, "companyName", phone, email, language, status, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Company ' || g, '2815550' || lpad(g::text, 4, '0'), 'company' || g || '@example.com',
      (ARRAY['en','es'])[1 + g % 2]::"Language", (ARRAY['PENDING','APPROVED','DECLINED'])[1 + g % 3]::"ApplicationStatus",
      now() - (g || ' hours')::interval, now()
    FROM generate_series(1, 2000) g`);
  await client.query(`
    INSERT INTO "Quote" (id, "userId", "deliveryMiles", "subtotalCents", "deliveryFeeCents", "totalCents", language, status, "feeBreakdown", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'bench-user-' || (1 + g % 1000), g % 60, 10000 + g, 5000, 15000 + g,
      (ARRAY['en','es'])[1 + g % 2]::"Language", (ARRAY['DRAFT','SENT','ACCEPTED','EXPIRED'])[1 + g % 4]::"QuoteStatus",
      '{}'::jsonb, now() - (g || ' minutes')::interval * 100, now()
    FROM generate_series(1, ${QUOTES}) g`);
  await client.query(`
    INSERT INTO "QuoteLine" (id, "quoteId", position, "productId", "productName", quantity, unit, "unitPriceCents", "lineTotalCents", "unitType")
    SELECT 'bench-line-' || q.id || '-' || p.pos, q.id, p.pos, pr.id, pr."nameEn", 2, 'PALLET', 5000, 10000, pr."unitType"
    FROM "Quote" q
    CROSS JOIN (VALUES (0), (1)) AS p(pos)
    CROSS JOIN LATERAL (SELECT id, "nameEn", "unitType" FROM "Product" ORDER BY "sortOrder", id OFFSET p.pos LIMIT 1) pr`);
  await client.query(`
    INSERT INTO "EmailOutbox" (id, "to", template, language, payload, status, attempts, "nextAttemptAt", "sentAt", "leadId", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'office@example.com', 'lead-notification', "preferredLanguage", '{}'::jsonb,
      CASE WHEN random() < 0.02 THEN 'FAILED'::"OutboxStatus" ELSE 'SENT'::"OutboxStatus" END, 1, "createdAt", "createdAt", id, "createdAt", now()
    FROM "Lead"`);
  await client.query(`
    INSERT INTO "AuditLog" (id, "actorId", action, "entityType", "entityId", after, "createdAt")
    SELECT 'bench-audit-' || row_number() OVER (), 'bench-staff', 'lead.status', 'Lead', id::text, '{"status":"CONTACTED"}'::jsonb, "updatedAt"
    FROM "Lead" WHERE status <> 'NEW'`);
  await client.query('VACUUM ANALYZE');
}

interface Captured {
  call: string;
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name']) out.push(node);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** The first table the statement reads (Prisma qualifies names with the schema; raw SQL may not). */
const firstTable = (sql: string) => /FROM (?:"public"\.)?"(\w+)"/.exec(sql)?.[1];

function describe(sql: string): string {
  const op = sql.trim().split(/\s+/)[0]!.toUpperCase();
  const table = firstTable(sql) ?? '?';
  const agg = /COUNT\(|SUM\(/i.test(sql) ? ' (aggregate)' : '';
  return `${op} ${table}${agg}`;
}

await main(async () => {
  const url = await freshDatabase('db');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(`Seeding ${LEADS.toLocaleString('en')} leads, ${QUOTES.toLocaleString('en')} quotes, notes, applications, outbox and audit rows …`);
    const seeded = Date.now();
    await seed(client);
    const tables = (await client.query<{ relname: string }>(`SELECT relname FROM pg_stat_user_tables`)).rows.map((r) => r.relname);
    const counts = { rows: [] as { relname: string; n: number }[] };
    for (const t of tables) counts.rows.push({ relname: t, n: Number((await client.query(`SELECT count(*) FROM "${t}"`)).rows[0].count) });
    counts.rows.sort((x, y) => y.n - x.n);
    const rowsOf = new Map(counts.rows.map((r) => [r.relname, r.n]));
    console.log(`Seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s: ${counts.rows.filter((r) => Number(r.n) >= BIG_TABLE_ROWS).map((r) => `${r.relname} ${Number(r.n).toLocaleString('en')}`).join(', ')}\n`);

    // The real service functions on a client that reports every statement it sends.
    let current = 'setup';
    const captured: Captured[] = [];
    const prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: url, max: 4 }),
      omit: { user: { passwordHash: true } },
      log: [{ emit: 'event', level: 'query' }],
    });
    prisma.$on('query', (e) => {
      if (/^\s*(SELECT|UPDATE|DELETE|INSERT|WITH)/i.test(e.query)) captured.push({ call: current, sql: e.query, params: JSON.parse(e.params) as unknown[] });
    });
    const db = prisma as unknown as Db;
    const someLead = (await client.query<{ id: string }>(`SELECT id FROM "Lead" WHERE status <> 'NEW' LIMIT 1`)).rows[0]!.id;
    /** The audit log as an admin reads it (staff do not see account-security events). */
    const admin = { role: 'ADMIN' as const };
    const someQuote = (await client.query<{ id: string; userId: string }>(`SELECT id, "userId" FROM "Quote" LIMIT 1`)).rows[0]!;
    const grassSlug = (await listCategorySlugs(db, 'grass'))[0] ?? 'none';
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);

    const calls: [string, () => Promise<unknown>][] = [
      ['public: quoteData products', () => listActiveProducts(db)],
      ['public: quoteData bands', () => listActiveDeliveryBands(db)],
      ['public: grass list', () => listCategoryItems(db, 'grass', 'en')],
      ['public: grass product', () => findCategoryItem(db, 'grass', grassSlug, 'es')],
      ['public: grass slugs', () => listCategorySlugs(db, 'grass')],
      ['public: grass delivery from', () => lowestGrassDeliveryCents(db)],
      ['public: ZIP check', () => findServiceAreaByZip(db, '77354', 'en')],
      ['account: my quotes', () => listMyQuotes(db, someQuote.userId)],
      ['account: my quote', () => getMyQuote(db, someQuote.userId, someQuote.id)],
      ['admin: dashboard', () => dashboard(db)],
      ['admin: leads p1', () => listLeads(db, {}, 1, PAGE_SIZE)],
      ['admin: leads p200', () => listLeads(db, {}, 200, PAGE_SIZE)],
      ['admin: leads status=NEW', () => listLeads(db, { status: 'NEW' }, 1, PAGE_SIZE)],
      ['admin: leads source page', () => listLeads(db, { sourcePage: '/en/quote' }, 1, PAGE_SIZE)],
      ['admin: leads language=es', () => listLeads(db, { language: 'es' }, 1, PAGE_SIZE)],
      ['admin: leads last 30 days', () => listLeads(db, { from: monthAgo }, 1, PAGE_SIZE)],
      ['admin: leads search', () => listLeads(db, { search: 'person123' }, 1, PAGE_SIZE)],
      ['admin: lead source pages', () => leadSourcePages(db)],
      ['admin: lead detail', () => getLead(db, someLead)],
      ['admin: quotes p1', () => listQuotes(db, {}, 1, PAGE_SIZE)],
      ['admin: quotes status=SENT', () => listQuotes(db, { status: 'SENT' }, 1, PAGE_SIZE)],
      ['admin: quotes search', () => listQuotes(db, { search: 'customer12' }, 1, PAGE_SIZE)],
      ['admin: applications p1', () => listApplications(db, {}, 1, PAGE_SIZE)],
      ['admin: applications PENDING', () => listApplications(db, { status: 'PENDING' }, 1, PAGE_SIZE)],
      ['admin: applications search', () => listApplications(db, { search: 'company12' }, 1, PAGE_SIZE)],
      ['admin: outbox p1', () => listOutbox(db, {}, 1, PAGE_SIZE)],
      ['admin: outbox FAILED', () => listOutbox(db, { status: 'FAILED' }, 1, PAGE_SIZE)],
      ['admin: audit p1', () => listAudit(db, admin, {}, 1, PAGE_SIZE)],
      ['admin: audit p1 (staff)', () => listAudit(db, { role: 'STAFF' }, {}, 1, PAGE_SIZE)],
      ['admin: audit of a lead', () => listAudit(db, admin, { entityType: 'Lead', entityId: someLead }, 1, PAGE_SIZE)],
      ['admin: audit filter options', () => auditFilterOptions(db, admin)],
      ['admin: staff list', () => listStaff(db)],
      ['admin: staff search', () => listStaff(db, 'customer12')],
      ['admin: catalogue', () => listCatalogue(db)],
      ['admin: bands', () => listBands(db)],
    ];

    const perCall = new Map<string, number>();
    for (const [name, run] of calls) {
      current = name;
      await run();
      perCall.set(name, captured.filter((c) => c.call === name).length);
    }
    await prisma.$disconnect();

    const rows: (string | number)[][] = [];
    const problems: string[] = [];
    for (const c of captured.filter((x) => x.call !== 'setup')) {
      const explain = async (options: string) =>
        (await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] }>(`EXPLAIN (${options}) ${c.sql}`, c.params)).rows[0]!['QUERY PLAN'][0];
      const plan = await explain('ANALYZE, FORMAT JSON');
      const nodes = scans(plan.Plan);
      const mainTable = firstTable(c.sql);
      const aggregate = /COUNT\(|SUM\(/i.test(c.sql);
      const big = (n: PlanNode) => (rowsOf.get(n['Relation Name']!) ?? 0) >= BIG_TABLE_ROWS;
      const found: string[] = [];

      // Reading most of a big table is wrong except for the list's own total (a count reads every
      // matching row) and for the rows an OFFSET skips (a page far back).
      const offsetParam = /OFFSET \$(\d+)/.exec(c.sql)?.[1];
      const limitParam = /LIMIT \$(\d+)/.exec(c.sql)?.[1];
      const skipped = offsetParam ? Number(c.params[Number(offsetParam) - 1] ?? 0) : 0;
      const taken = limitParam ? Number(c.params[Number(limitParam) - 1] ?? 0) : 0;
      const readsTooMuch = (n: PlanNode) => {
        const read = ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1);
        const size = rowsOf.get(n['Relation Name']!) ?? 0;
        const ownCount = aggregate && n['Relation Name'] === mainTable && !n.Filter;
        return read >= size / 2 && !ownCount && read > skipped + 2 * taken
          ? `reads ${read.toLocaleString('en')} of ${size.toLocaleString('en')} rows of "${n['Relation Name']}" (${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''})`
          : undefined;
      };
      const seqScan = (n: PlanNode) => n['Node Type'] === 'Seq Scan';
      const issuesOf = (list: PlanNode[]) => list.flatMap((n) => (seqScan(n) ? [`Seq Scan on "${n['Relation Name']}"`] : [readsTooMuch(n) ?? []].flat()));

      // A big table read by a Seq Scan, or mostly read by a walk along an index: is there an index
      // the planner could use to read only what the query needs? Ask again with those paths priced
      // out. If the table is then read through an index, and only a small part of it, the planner
      // found its own plan cheaper for these rows (a few pages; a page of an ordered index that
      // the filter matches often): judge that indexed plan. Otherwise no index fits the query.
      const notes = new Set<string>();
      const relations = [...new Set(nodes.filter(big).map((n) => n['Relation Name']!))];
      for (const name of relations) {
        const own = nodes.filter((n) => n['Relation Name'] === name);
        if (!issuesOf(own).length) continue;
        let accepted = false;
        let alternative: PlanNode[] = [];
        for (const [settings, note] of PRICED_OUT) {
          for (const s of settings) await client.query(`SET ${s} = off`);
          try {
            alternative = scans((await explain('ANALYZE, FORMAT JSON')).Plan).filter((n) => n['Relation Name'] === name);
          } finally {
            for (const s of settings) await client.query(`RESET ${s}`);
          }
          if (!issuesOf(alternative).length) {
            accepted = true;
            notes.add(note);
            break;
          }
        }
        if (accepted) continue;
        const seq = own.find(seqScan);
        if (seq && alternative.some(seqScan)) found.push(`no usable index: Seq Scan on "${name}"${seq.Filter ? ` filtering ${seq.Filter}` : ''}`);
        else found.push(...issuesOf(own), ...(seq ? issuesOf(alternative).map((i) => `with an index: ${i}`) : []));
      }
      const returned = plan.Plan['Actual Rows'] ?? 0;
      if (returned > 1000) found.push(`returns ${returned.toLocaleString('en')} rows to the app`);

      const scanText = nodes
        .map((n) => `${n['Relation Name']}: ${n['Node Type']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`)
        .filter((v, i, all) => all.indexOf(v) === i)
        .join('; ');
      let verdict = 'ok';
      if (found.length) {
        verdict = 'FAIL';
        problems.push(`${c.call} [${describe(c.sql)}]: ${found.join('; ')}`);
      } else if (notes.size) verdict = `ok (${[...notes].join('; ')})`;
      rows.push([c.call, describe(c.sql), scanText || '(no table)', (plan['Execution Time'] ?? 0).toFixed(2), verdict]);
    }
    printTable(['call', 'statement', 'scans (table: node (index))', 'ms', 'verdict'], rows);

    for (const [name, n] of perCall) {
      if (n > MAX_QUERIES_PER_CALL) problems.push(`${name}: ${n} statements for one call (N+1?)`);
    }
    console.log(`\nStatements per call: max ${Math.max(...perCall.values())} (${[...perCall].map(([k, v]) => `${k.replace(/^\w+: /, '')} ${v}`).join(', ')})`);
    if (problems.length) {
      console.log(`\nFAIL: ${problems.length} problem(s):`);
      for (const p of problems) console.log(`  - ${p}`);
      return false;
    }
    console.log('\nPASS: every list and public query uses an index; no N+1.');
    return true;
  } finally {
    await client.end();
  }
});
