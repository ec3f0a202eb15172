// Every tRPC procedure, called over HTTP (the fetch adapter, as in procedures.test.ts) by an
// anonymous visitor, a customer, a staff member and an admin with generated bad input: wrong types, huge
// strings, nested junk, negative/NaN/infinite numbers, missing fields, prototype-pollution keys
// and bodies that are not JSON at all. The answer must always be a 4xx with a message (never a
// 5xx), a mutation must never accept it, and no row may be stored.
// The random inputs rarely get every other field right, so the classes PostgreSQL itself refuses
// (a NUL character in text, a date it cannot hold) are also checked deterministically below: each
// string and date field of every procedure's input, found by walking its zod schema, is sent with
// such a value inside an otherwise valid input and must be refused by validation.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import superjson from 'superjson';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/trpc/root';
import type { SessionUser } from '@/server/trpc/context';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATE_INVALID, DATE_LIMITS, DATE_OUT_OF_RANGE, UNSUPPORTED_CHARACTERS } from '@/domain/input-schema';
import { createUser } from './support/caller';
import { db } from './support/db';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
/** Mutations only because their input is too large for a GET: they read and change nothing, so they may answer 200. */
const READ_ONLY_MUTATIONS = new Set(['admin.products.importPreview']);

/** Field names the real inputs use, so objects sometimes look almost right. */
const FIELDS = [
  'id', 'name', 'email', 'phone', 'message', 'subject', 'zip', 'address', 'company', 'lines', 'items', 'productId', 'quantity',
  'status', 'note', 'body', 'role', 'isActive', 'password', 'confirmPassword', 'token', 'page', 'pageSize', 'search', 'from', 'to',
  'ids', 'percent', 'csv', 'rows', 'priceCents', 'version', 'updatedAt', 'sourcePage', 'bands', 'kind', 'returnTo', 'lang', 'cursor',
];

const hostileNumber = fc.constantFrom(-1, -(2 ** 31), -1e308, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, 2 ** 53 + 2, -0);
const hugeString = fc.constantFrom('x'.repeat(100_000), '😀'.repeat(20_000), `${'a'.repeat(5000)}@${'b'.repeat(5000)}.test`, "' OR 1=1 --", '\u0000\u202e<script>', 'a\u0000b', '\ud800');
/** Dates JavaScript can make but PostgreSQL cannot store (and the invalid one). */
const hostileDate = fc.constantFrom(new Date(8.64e15), new Date(-8.64e15), new Date('0000-01-01T00:00:00Z'), new Date(Number.NaN));
const junkLeaf = fc.oneof(fc.string({ maxLength: 40 }), hugeString, hostileNumber, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.date(), hostileDate);
const junkValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, junkLeaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 5 })),
})).value;

/** What is sent: either a superjson-encoded value, or a raw body/query text. */
type Payload = { kind: 'value'; value: unknown } | { kind: 'raw'; text: string };

const RAW = [
  'not json',
  '{',
  '[]',
  'null',
  '{"json":{"__proto__":{"role":"ADMIN","isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}}',
  '{"json":{"id":{"__proto__":{"polluted":1}},"lines":[{"constructor":{"prototype":{"polluted":1}}}]}}',
  '{"json":1e999999}',
  '{"json":{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}}',
  '{"json":"x","meta":{"values":["bigint"]}}',
  '{"json":{"x":1},"meta":{"values":{"x":["class","Nope"]}}}',
];

const payload: fc.Arbitrary<Payload> = fc.oneof(
  junkValue.map((value) => ({ kind: 'value' as const, value })),
  fc.dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 8 }).map((value) => ({ kind: 'value' as const, value })),
  fc.anything({ maxDepth: 3 }).map((value) => ({ kind: 'value' as const, value })),
  fc.constantFrom(...RAW).map((text) => ({ kind: 'raw' as const, text })),
);

/** The request text. superjson (the site's client) refuses to encode `__proto__`/`prototype` keys; an attacker sends them anyway. */
function encode(p: Payload): string {
  if (p.kind === 'raw') return p.text;
  try {
    return JSON.stringify(superjson.serialize(p.value));
  } catch {
    return JSON.stringify({ json: p.value });
  }
}

function requestFor(path: string, type: string, p: Payload): Request {
  const text = encode(p);
  const url = `http://localhost/api/trpc/${path}`;
  if (type === 'query') return new Request(`${url}?input=${encodeURIComponent(text)}`);
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
}

async function call(path: string, type: string, user: SessionUser | null, p: Payload) {
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: requestFor(path, type, p),
    router: appRouter,
    createContext: () => ({ db, session: user ? { user } : null, lang: 'en' as const, ip: `fuzz-${randomUUID()}` }),
  });
  const body = (await res.json().catch(() => null)) as { error?: { json?: { message?: unknown } } } | null;
  return { status: res.status, message: body?.error?.json?.message };
}

const TABLES = ['lead', 'membershipApplication', 'quote', 'user', 'emailOutbox', 'auditLog'] as const;
async function rowCounts() {
  const counts = await Promise.all(TABLES.map((table) => (db[table] as unknown as { count: () => Promise<number> }).count()));
  return Object.fromEntries(TABLES.map((table, i) => [table, counts[i]]));
}

const describePayload = (p: Payload) => encode(p).slice(0, 300);

/** Inputs tried per procedure and caller; `FUZZ_RUNS=200` searches longer (the default keeps the suite quick). */
const RUNS = Number(process.env.FUZZ_RUNS) || 8;

describe('every procedure with generated bad input', () => {
  afterAll(() => {
    // The prototype of every object is untouched by the pollution attempts.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it(`covers all ${procedures.length} procedures`, () => {
    expect(procedures.length).toBeGreaterThan(40);
  });

  for (const role of ['anonymous', 'CUSTOMER', 'STAFF', 'ADMIN'] as const) {
    it(`answers ${role} callers with a 4xx and a message, never a 5xx, and stores nothing`, { timeout: 60_000 * Math.ceil(RUNS / 8) }, async () => {
      const user = role === 'anonymous' ? null : await createUser(role);
      const problems: string[] = [];
      let calls = 0;
      const statuses: Record<number, number> = {};
      for (const [path, def] of procedures) {
        const before = await rowCounts();
        const known = problems.length;
        await fc.assert(
          fc.asyncProperty(payload, async (p) => {
            calls++;
            const { status, message } = await call(path, def._def.type, user, p);
            statuses[status] = (statuses[status] ?? 0) + 1;
            const refused = status >= 400 && status < 500 && typeof message === 'string' && message.length > 0;
            // A query may ignore junk (no input, or only optional filters) and answer 200; a mutation may not.
            const acceptedRead = (def._def.type === 'query' || READ_ONLY_MUTATIONS.has(path)) && status === 200;
            if (!refused && !acceptedRead) problems.push(`${role} ${path} → ${status} ${String(message)} for ${describePayload(p)}`);
            return refused || acceptedRead;
          }),
          { numRuns: RUNS, endOnFailure: true },
        ).catch((error: Error) => {
          // A refused property was recorded above with its input; anything else (a throw) is recorded here.
          if (problems.length === known) problems.push(`${role} ${path} threw: ${String((error as { cause?: unknown }).cause ?? error.message).slice(0, 600)} for ${error.message.match(/Counterexample: (.*)/)?.[1]?.slice(0, 400) ?? "?"}`);
        });
        expect(await rowCounts(), `${role} ${path} stored a row`).toEqual(before);
      }
      expect(calls).toBeGreaterThan(procedures.length * 5);
      console.info(`fuzz ${role}: ${calls} calls, answers by status ${JSON.stringify(statuses)}`);
      // The junk reached input validation (400), not only the sign-in and role gates: for an
      // admin, who passes every gate, most answers are validation refusals.
      expect(statuses[400] ?? 0).toBeGreaterThan(role === 'ADMIN' ? calls / 2 : 0);
      expect(problems).toEqual([]);
    });
  }
});

// ---- Deterministic: text and dates the database cannot hold, in every field of every procedure ----

/**
 * A valid input for every procedure that takes one. Ids need not exist: these inputs only carry
 * one bad field, and validation refuses it before anything reads the database.
 */
const ID = '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10';
const TOKEN = 'a'.repeat(64);
const BAND = { id: 'band-1', version: 1, mileRangeStart: 0, mileRangeEnd: 30, rateType: 'FLAT', rateCents: 7500, isActive: true };
const CONTENT = { nameEn: 'River rock', nameEs: 'Piedra de río', descriptionEn: 'Smooth.', descriptionEs: 'Lisa.', featuresEn: ['Smooth'], featuresEs: ['Lisa'] };
const LEAD_FILTER = { search: 'ana', status: 'NEW', sourcePage: 'contact', language: 'en' };
const PROJECT = {
  areaSlug: 'conroe', categoryKey: 'rock', titleEn: 'Dry creek', titleEs: 'Cauce seco', descriptionEn: '', descriptionEs: '', location: 'Conroe, TX',
  typeEn: 'Rock', typeEs: 'Roca', sizeEn: '8 yd', sizeEs: '8 yd', completedMonth: '2025-02', hidden: false, sortOrder: 10,
};
const TESTIMONIAL = { areaSlug: null, name: 'Ana R.', location: 'Spring, TX', rating: 5, textEn: 'Great.', textEs: 'Excelente.', projectTypeEn: 'Sod', projectTypeEs: 'Pasto', hidden: false, sortOrder: 10 };
const VALID: Record<string, Record<string, unknown>> = {
  'account.signUp': { name: 'Ana Ruiz', email: 'ana@example.test', password: 'Zebra-horse-99', confirmPassword: 'Zebra-horse-99', returnTo: '/en/quote' },
  'account.resendConfirmation': { email: 'ana@example.test' },
  'account.confirmEmail': { token: TOKEN },
  'account.requestPasswordReset': { email: 'ana@example.test' },
  'account.resetPassword': { token: TOKEN, password: 'Zebra-horse-99', confirmPassword: 'Zebra-horse-99' },
  'twoFactor.startSetup': { password: 'Zebra-horse-99' },
  'twoFactor.confirmSetup': { code: '123456' },
  'twoFactor.regenerateRecoveryCodes': { code: '123456' },
  'twoFactor.disable': { password: 'Zebra-horse-99', code: '123456' },
  'signInSettings.changePassword': { currentPassword: 'Zebra-horse-99', password: 'Quiet-meadow-71', confirmPassword: 'Quiet-meadow-71' },
  'signInSettings.requestEmailChange': { email: 'ana.new@example.test', currentPassword: 'Zebra-horse-99' },
  'signInSettings.confirmEmailChange': { token: TOKEN },
  'signInSettings.cancelEmailChange': { token: TOKEN },
  'catalogue.findAreaByZip': { zip: '77355' },
  'lead.contact': { name: 'Ana', email: 'ana@example.test', phone: '936 555 0100', subject: 'quote', message: 'Two pallets, please.', website: '', fillMs: 5000, idempotencyKey: ID },
  'lead.membership': { companyName: 'Ruiz Landscaping', phone: '9365550100', email: 'ana@example.test', website: '', fillMs: 5000, idempotencyKey: ID },
  'catalogue.deliveryEstimate': { zip: '77380' },
  'quote.save': { lines: [{ productId: 'st-augustine', quantity: 2, unit: 'PALLET' }], fulfilment: 'DELIVERY', zip: '77380', typedMiles: 10, requestedDate: '2030-06-03', language: 'en' },
  'quote.getMine': { id: ID },
  'quote.reprice': { id: ID },
  'order.accept': { quoteId: ID, requestedDate: '2030-06-03', street: '1 Main St', city: 'Magnolia', zip: '77354', siteNotes: 'Gate 12', phone: '936 555 0100', dropSite: { location: 'BACKYARD', ground: 'GRASS', note: 'By the shed', gateWidthInches: 48, overheadObstacles: true, softGround: false, waiverName: 'Ana Pérez' }, expectedTotalCents: 1000 },
  'order.cancel': { quoteId: ID, reason: 'Changed plans' },
  'order.forQuote': { quoteId: ID },
  'order.terms': { quoteId: ID },
  'order.documents': { quoteId: ID },
  'order.document': { number: '2026-0001' },
  'order.byLink': { quoteId: ID, token: TOKEN },
  'order.acceptByLink': { quoteId: ID, token: TOKEN, requestedDate: '2030-06-03', street: '1 Main St', city: 'Magnolia', zip: '77354', siteNotes: '', phone: '936 555 0100', dropSite: { location: 'LAWN', ground: 'GRASS', note: '', gateWidthInches: null, overheadObstacles: false, softGround: true, waiverName: 'Ana Pérez' }, expectedTotalCents: 1000 },
  'order.cancelByLink': { quoteId: ID, token: TOKEN, reason: '' },
  'order.cardPayment': { quoteId: ID },
  'order.cardPaymentByLink': { quoteId: ID, token: TOKEN },
  'order.payOnline': { quoteId: ID },
  'order.payOnlineByLink': { quoteId: ID, token: TOKEN },
  'admin.products.updateRow': { id: 'p-1', version: 1, priceVersion: 1, listPriceCents: 1000, salePriceCents: null, unitLabelEn: 'pallet', unitLabelEs: 'tarima', isActive: true, isFeatured: false, sortOrder: 0 },
  'admin.products.updateContent': { id: 'p-1', version: 1, ...CONTENT },
  'admin.products.create': { ...CONTENT, categoryId: 'c-1', slug: 'river-rock', unitType: 'BULK', listPriceCents: 1000, salePriceCents: null, unitLabelEn: 'yard', unitLabelEs: 'yarda', isActive: true, isFeatured: false },
  'admin.products.reorder': { categoryId: 'c-1', items: [{ id: 'p-1', version: 1 }] },
  'admin.products.bulkPreview': { categoryId: 'c-1', percent: '5' },
  'admin.products.bulkApply': { categoryId: 'c-1', percent: '5', entries: [{ productId: 'p-1', priceVersion: 1 }] },
  'admin.products.importPreview': { csv: 'slug,list_price\n' },
  'admin.products.importApply': { csv: 'slug,list_price\n' },
  'admin.bands.save': { deliveryType: 'GRASS', bands: [BAND] },
  'admin.areas.update': {
    id: ID,
    version: 1,
    name: 'Tomball',
    deliveryTimeEn: 'Next Day',
    deliveryTimeEs: 'Al día siguiente',
    descriptionEn: '',
    descriptionEs: '',
    featured: false,
    sortOrder: 6,
    minimumOrderCents: null,
    zipCodes: '77375, 77377',
  },
  'admin.projects.create': PROJECT,
  'admin.projects.update': { ...PROJECT, id: ID, version: 1 },
  'admin.testimonials.create': TESTIMONIAL,
  'admin.testimonials.update': { ...TESTIMONIAL, id: ID, version: 1 },
  'admin.photos.upload': { target: 'product', targetId: ID, altEn: 'Sod', altEs: 'Pasto', file: new Uint8Array([0xff, 0xd8, 0xff]) },
  'admin.leads.list': { ...LEAD_FILTER, page: 1, pageSize: 25 },
  'admin.leads.get': { id: ID },
  'admin.leads.setStatus': { id: ID, version: 1, status: 'CONTACTED' },
  'admin.leads.addNote': { id: ID, body: 'Called back.' },
  'admin.leads.exportCsv': LEAD_FILTER,
  'admin.applications.list': { search: 'ruiz', status: 'PENDING', language: 'es', page: 1, pageSize: 25 },
  'admin.applications.get': { id: ID },
  'admin.applications.decide': { id: ID, version: 1, decision: 'APPROVED', tierId: 'member-tier-10', note: 'Approved by phone.' },
  'admin.memberTiers.save': { id: 'member-tier-10', version: 1, name: 'Member 10%', discountBasisPoints: 1000, volumeRules: [{ category: 'grass', minQuantity: 5000, discountBasisPoints: 300 }] },
  'admin.applications.addNote': { id: ID, body: 'Approved by phone.' },
  'admin.applications.exportCsv': { search: 'ruiz', status: 'PENDING', language: 'es' },
  'admin.quotes.list': { search: 'ana', status: 'DRAFT', page: 1, pageSize: 25 },
  'admin.quotes.get': { id: ID },
  'admin.quotes.setStatus': { id: ID, version: 1, status: 'SENT' },
  'admin.quotes.setTaxExempt': { userId: ID, taxExempt: true },
  'admin.quotes.setMiles': { id: ID, version: 1, miles: 12 },
  'admin.orders.get': { id: ID },
  'admin.orders.day': { date: '2030-06-03' },
  'admin.orders.documents': { orderId: ID },
  'admin.orders.move': { id: ID, version: 1, to: 'SCHEDULED', deliveryDate: '2030-06-03', windowStart: 450, windowEnd: 600, truck: 'Truck 2 / Luis', reason: 'Customer asked' },
  'admin.callerQuotes.create': { name: 'Rosa Garza', phone: '936 555 0199', email: 'rosa@example.test', language: 'es', lines: [{ productId: 'st-augustine', quantity: 2, unit: 'PALLET', unitPriceCents: 30000, priceReason: 'Matched last price' }], fulfilment: 'DELIVERY', zip: '77354', typedMiles: null, requestedDate: '2030-06-03', dropSite: { location: 'DRIVEWAY_LEFT', ground: 'PAVED', note: 'Left of the mailbox', gateWidthInches: null, overheadObstacles: false, softGround: false } },
  'admin.orders.payments.list': { orderId: ID },
  'admin.orders.payments.record': { orderId: ID, kind: 'PAYMENT', amountCents: 15000, method: 'CHECK', reference: 'Check 1042', idempotencyKey: ID },
  'admin.orders.payments.palletCredit': { orderId: ID, pallets: 2, reference: 'Returned', idempotencyKey: ID },
  'admin.orders.payments.reverse': { orderId: ID, paymentId: ID, reason: 'Typed twice', idempotencyKey: ID },
  'admin.business.updatePaymentRules': { version: 1, depositMode: 'PERCENT', depositPercent: 20, depositFixedCents: 0, depositThresholdCents: 50000, sodAlwaysDeposit: true, balanceDueDays: 2, palletDepositCents: 2000, creditReturnedPallets: true, returnTripFeeCents: 10000 },
  'admin.business.update': {
    version: 1,
    name: 'Magnolia Sod & Stone',
    phone: '(936) 555-0100',
    email: 'office@example.test',
    street: '31 Old Hempstead Rd',
    city: 'Magnolia',
    region: 'TX',
    postalCode: '77355',
    latitude: 30.2,
    longitude: -95.75,
    hours: Object.fromEntries(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((day) => [day, { opens: '07:30', closes: '16:30' }])),
    hoursNoteEn: '',
    hoursNoteEs: '',
    founder: null,
    foundedYear: 2024,
    serviceRadiusMiles: 30,
    aboutFigures: { experience: '15+', projects: '2000+', cities: '8', satisfaction: '100%' },
    facebookUrl: null,
    instagramUrl: null,
    mapUrl: null,
    taxRateBasisPoints: 825,
  },
  'admin.trucks.create': { name: 'Truck 2', palletCapacity: 10, yardTenths: 125, tonTenths: null, active: true },
  'admin.trucks.update': { id: ID, version: 1, name: 'Truck 2', palletCapacity: 10, yardTenths: 125, tonTenths: 140, active: false },
  'admin.rainDay.preview': { date: '2030-06-03', newDate: '2030-06-04' },
  'admin.rainDay.move': { date: '2030-06-03', newDate: '2030-06-04', reason: 'Flooded road', reasonEs: 'Camino inundado', orders: [{ id: ID, version: 1 }] },
  'admin.closedDays.add': { date: '2031-07-04', note: 'Independence Day' },
  'admin.closedDays.remove': { date: '2031-07-04' },
  'admin.products.saveUnits': { productId: 'p', version: 1, units: [{ unit: 'PALLET', baseHundredths: 45000, listPriceCents: null, salePriceCents: null }] },
  'admin.outbox.list': { status: 'FAILED', page: 1, pageSize: 25 },
  'admin.outbox.get': { id: ID },
  'admin.outbox.resend': { id: ID },
  'admin.audit.list': { entityType: 'Lead', entityId: ID, actorId: ID, page: 1, pageSize: 25 },
  'admin.staff.list': { search: 'ana' },
  'admin.staff.create': { email: 'ana@example.test', name: 'Ana Ruiz', password: 'Zebra-horse-99', role: 'STAFF' },
  'admin.staff.setRole': { id: 'u-1', role: 'STAFF' },
  'admin.staff.setActive': { id: 'u-1', isActive: false },
  'admin.staff.resetTwoFactor': { id: 'u-1' },
  'driver.day': { date: '2031-07-04' },
};

interface SchemaNode {
  _zod: { def: { type: string; shape?: Record<string, SchemaNode>; element?: SchemaNode; innerType?: SchemaNode; in?: SchemaNode } };
  safeParse(value: unknown): { success: boolean; error?: unknown };
}
type FieldPath = (string | number)[];

/** Every string and date field an input schema reads, with its path (arrays: the first element). */
function fieldsOf(schema: SchemaNode, at: FieldPath = []): { path: FieldPath; kind: 'string' | 'date' }[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
    case 'date':
      return [{ path: at, kind: def.type }];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, child]) => fieldsOf(child, [...at, key]));
    case 'array':
      return fieldsOf(def.element!, [...at, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldsOf(def.innerType!, at);
    case 'pipe':
      return fieldsOf(def.in!, at);
    case 'enum':
    case 'number':
    case 'boolean':
    case 'literal':
    // z.instanceof(Uint8Array): a photo's bytes, never text (they reach it through /api/admin/photos).
    case 'custom':
      return [];
    default:
      throw new Error(`input field ${at.join('.')} is a zod ${def.type}: teach fieldsOf about it`);
  }
}

/** A copy of `input` with the field at `at` replaced (the path's arrays must have that element). */
function withField(input: Record<string, unknown>, at: FieldPath, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let node: Record<string | number, unknown> = copy;
  for (const step of at.slice(0, -1)) {
    if (typeof node[step] !== 'object' || node[step] === null) throw new Error(`the valid input has no ${at.join('.')}`);
    node = node[step] as Record<string | number, unknown>;
  }
  node[at.at(-1)!] = value;
  return copy;
}

const inputProcedures = procedures.filter(([, def]) => def._def.inputs.length > 0);
const messages = Object.fromEntries(
  (['en', 'es'] as const).map((lang) => [lang, JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'validation.json'), 'utf8')) as Record<string, string>]),
) as Record<'en' | 'es', Record<string, string>>;
const messageOf = (lang: 'en' | 'es', key: string) => messages[lang][key.replace(/^validation:/, '')];

async function send(path: string, type: string, user: SessionUser, lang: 'en' | 'es', body: string) {
  const url = `http://localhost/api/trpc/${path}`;
  const req = type === 'query' ? new Request(`${url}?input=${encodeURIComponent(body)}`) : new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const res = await fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext: () => ({ db, session: { user }, lang, ip: `fuzz-${randomUUID()}` }) });
  const json = (await res.json().catch(() => null)) as { error?: { json?: { message?: string; data?: { issues?: { path: string; key: string; message: string }[] } } } } | null;
  return { status: res.status, message: json?.error?.json?.message, issues: json?.error?.json?.data?.issues ?? null };
}

/** Text PostgreSQL cannot store as written: a NUL character (alone, inside, at the end) and half a surrogate pair. */
const UNSTORABLE_TEXT = ['\u0000', 'Ana\u0000Ruiz', 'ana@example.test\u0000', 'Ana \ud800'];
/** superjson dates (ISO text) outside what is accepted, and text that is no date at all. */
const BAD_DATES: [string, string][] = [
  ['+275760-09-13T00:00:00.000Z', DATE_OUT_OF_RANGE],
  ['-271821-04-20T00:00:00.000Z', DATE_OUT_OF_RANGE],
  ['0000-01-01T00:00:00.000Z', DATE_OUT_OF_RANGE],
  ['+010000-01-01T00:00:00.000Z', DATE_OUT_OF_RANGE],
  ['not a date', DATE_INVALID],
];

describe('text and dates the database cannot hold, in every field of every procedure', () => {
  it('has a valid input for every procedure that takes one, and each is valid', () => {
    expect(Object.keys(VALID).sort()).toEqual(inputProcedures.map(([name]) => name).sort());
    for (const [name, def] of inputProcedures) {
      const result = (def._def.inputs[0] as SchemaNode).safeParse(VALID[name]);
      expect(result.success, `${name}: ${JSON.stringify(result.error)}`).toBe(true);
    }
  });

  it('refuses a NUL character or half a surrogate pair in every string field with a 400 and a translated message, storing nothing', { timeout: 60_000 }, async () => {
    const admin = await createUser('ADMIN');
    const before = await rowCounts();
    const problems: string[] = [];
    let checked = 0;
    for (const [name, def] of inputProcedures) {
      for (const field of fieldsOf(def._def.inputs[0] as SchemaNode).filter((f) => f.kind === 'string')) {
        for (const [i, bad] of UNSTORABLE_TEXT.entries()) {
          const lang = i % 2 === 0 ? 'en' : 'es';
          const { status, message, issues } = await send(name, def._def.type, admin, lang, JSON.stringify(superjson.serialize(withField(VALID[name]!, field.path, bad))));
          const expected = messageOf(lang, UNSUPPORTED_CHARACTERS);
          const issue = { path: field.path.join('.'), key: UNSUPPORTED_CHARACTERS, message: expected };
          if (status !== 400 || message !== expected || JSON.stringify(issues) !== JSON.stringify([issue])) {
            problems.push(`${name} ${issue.path}=${JSON.stringify(bad)} (${lang}) → ${status} ${message} ${JSON.stringify(issues)}`);
          }
          checked++;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // Names, e-mails, messages, notes, searches, ids, codes, passwords, CSV text…
    expect(checked).toBeGreaterThan(80 * UNSTORABLE_TEXT.length);
  });

  it('refuses dates outside 1900–9999 and invalid dates in every date field with a 400 and a translated message', async () => {
    const admin = await createUser('ADMIN');
    const problems: string[] = [];
    const dateFields = inputProcedures.flatMap(([name, def]) =>
      fieldsOf(def._def.inputs[0] as SchemaNode)
        .filter((f) => f.kind === 'date')
        .map((f) => ({ name, type: def._def.type, key: f.path.join('.'), path: f.path })),
    );
    // The lead, application and quote lists and exports, from and to.
    expect(dateFields.length).toBe(10);
    for (const field of dateFields) {
      for (const [i, [iso, key]] of BAD_DATES.entries()) {
        const lang = i % 2 === 0 ? 'en' : 'es';
        // As the site's client sends a Date: its ISO text, marked as a Date for superjson.
        const body = JSON.stringify({ json: withField(VALID[field.name]!, field.path, iso), meta: { values: { [field.key]: ['Date'] } } });
        const { status, message, issues } = await send(field.name, field.type, admin, lang, body);
        const expected = messageOf(lang, key);
        if (status !== 400 || message !== expected || issues?.length !== 1 || issues[0]!.path !== field.key || issues[0]!.key !== key) {
          problems.push(`${field.name} ${field.key}=${iso} (${lang}) → ${status} ${message} ${JSON.stringify(issues)}`);
        }
      }
      // The limits themselves are dates PostgreSQL reads: the list answers.
      for (const limit of [DATE_LIMITS.min, DATE_LIMITS.max]) {
        const { status, message } = await send(field.name, field.type, admin, 'en', JSON.stringify(superjson.serialize(withField(VALID[field.name]!, field.path, limit))));
        if (status !== 200) problems.push(`${field.name} ${field.key}=${limit.toISOString()} → ${status} ${message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
