// Every setting, read and validated once. next.config.mjs imports this file, so `next build`
// and `next start` stop at once with a message naming a missing or malformed setting.
// .env.example documents each one.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const isProduction = process.env.NODE_ENV === 'production';
const DEV_SECRET = 'dev-only-secret-change-me-dev-only-secret-change-me';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL connection string. `npm run dev` starts a local server when it is unset. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  /** Public origin of the site, used for canonical links, sitemaps and e-mail links. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Secret that signs sessions; at least 32 characters. Required in production. */
  NEXTAUTH_SECRET: isProduction
    ? z.string().min(32, 'must be at least 32 characters')
    : z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
  /**
   * Key material for encrypting two-step verification secrets at rest (at least 32 characters).
   * Unset: derived from NEXTAUTH_SECRET. Set it to rotate NEXTAUTH_SECRET without re-enrolling.
   */
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Resend API key. Unset: e-mails are written to MAIL_DIR and shown in /admin instead. */
  RESEND_API_KEY: z.string().min(1).optional(),
  /**
   * `folder`: keep e-mails in MAIL_DIR (shown in /admin → Outbox) and send none. In production,
   * without RESEND_API_KEY, this must be said explicitly or `next start` refuses to start.
   */
  MAIL_TRANSPORT: z.enum(['folder']).optional(),
  /** Base URL of the Resend API (tests point it at a local stand-in). */
  RESEND_API_URL: z.string().url().default('https://api.resend.com'),
  EMAIL_FROM: z.string().min(3).default('Magnolia Sod & Stone <no-reply@localhost>'),
  /** Where lead and membership notifications go. */
  BUSINESS_INBOX: z.string().email().default('office@example.com'),
  /** The staff's language: notifications to BUSINESS_INBOX are written in it (customers' copies stay in theirs). */
  OFFICE_LANGUAGE: z.enum(['en', 'es']).default('en'),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /** How many load balancers stand in front and append to X-Forwarded-For (0: use the connection's address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Where `next build` writes and `next start` serves from (next.config.mjs); the benches build into their own. */
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
  /** Database connections each server process keeps at most. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Run the e-mail outbox worker inside the web server process. */
  OUTBOX_WORKER: bool.default(true),
  // Business facts shown on the site (the spec leaves them as placeholders).
  BUSINESS_NAME: z.string().min(2).default('Magnolia Sod & Stone'),
  BUSINESS_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()\-.]{10,20}$/, 'must be a phone number such as (281) 555-0142')
    .default('(281) 555-0142'),
  BUSINESS_EMAIL: z.string().email().default('info@example.com'),
  /** The founder's name, for the About page's story; unset, the story is told without a name. */
  BUSINESS_FOUNDER: z.union([z.literal(''), z.string().trim().min(2)]).default(''),
  BUSINESS_STREET: z.string().min(2).default('12345 FM 1488'),
  BUSINESS_CITY: z.string().min(2).default('Magnolia'),
  BUSINESS_REGION: z.string().length(2).default('TX'),
  BUSINESS_POSTAL_CODE: z.string().regex(/^\d{5}$/).default('77354'),
  BUSINESS_LATITUDE: z.coerce.number().min(-90).max(90).default(30.2094),
  BUSINESS_LONGITUDE: z.coerce.number().min(-180).max(180).default(-95.7508),
  // Quote rules (docs/quotes.md says which figures the owner confirms).
  /** Sales tax in percent, up to 2 decimals (Texas state 6.25% + local up to 2%). */
  QUOTE_TAX_RATE: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 8.25')
    .default('8.25')
    .transform((v) => {
      const [whole = '0', fraction = ''] = v.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
  /** Days a saved quote's prices hold. */
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Road miles per straight-line mile, for distances estimated from a ZIP code (1.00 to 3.00). */
  DELIVERY_ROAD_FACTOR: z
    .string()
    .regex(/^[1-3](\.\d{1,2})?$/, 'must be a number from 1 to 3 such as 1.3')
    .default('1.3')
    .transform((v) => Math.round(Number(v) * 100)),
  /** Hours between ordering and the earliest delivery, per kind of material. */
  LEAD_TIME_HOURS_GRASS: z.coerce.number().int().min(0).max(336).default(24),
  LEAD_TIME_HOURS_BULK: z.coerce.number().int().min(0).max(336).default(48),
  /** Truck loads (deliveries) a day the yard can make; the day view warns past it (issue 22). */
  DELIVERY_LOADS_PER_DAY: z.coerce.number().int().min(1).max(200).default(8),
  /** Days the yard is closed besides Sundays (holidays), as YYYY-MM-DD separated by commas. */
  CLOSED_DATES: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})(,\s*\d{4}-\d{2}-\d{2})*$/, 'must be dates such as 2026-12-25,2027-01-01')
    .default('2026-11-26,2026-12-25,2027-01-01')
    .transform((v) => v.split(',').map((d) => d.trim())),
  /** Where uploaded photos' originals and resized copies are kept: a folder (UPLOAD_DIR) or an S3-compatible bucket. */
  PHOTO_STORE: z.enum(['folder', 's3']).default('folder'),
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /** For PHOTO_STORE=s3: the bucket's endpoint (https://s3.us-east-1.amazonaws.com, an R2 or MinIO address), path-style. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Fee for a delivery below the area's minimum order, in dollars; unset: such a delivery is not offered. */
  SMALL_ORDER_FEE: z
    .string()
    .regex(/^\d{1,4}(\.\d{2})?$/, 'must be an amount such as 25.00')
    .optional()
    .transform((v) => {
      if (v === undefined) return null;
      const [whole = '0', fraction = ''] = v.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
  /**
   * Card payment online through Stripe Checkout (issue 45): the account's secret key (sk_… or a
   * restricted rk_… key) and the webhook endpoint's signing secret (whsec_…), both or neither.
   * Unset: customers are told how to pay in person, and nothing else changes.
   */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key such as sk_test_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret such as whsec_…').optional(),
}).superRefine((v, ctx) => {
  // A key without the webhook's secret would take payments the ledger never hears of.
  if (Boolean(v.STRIPE_SECRET_KEY) !== Boolean(v.STRIPE_WEBHOOK_SECRET)) {
    const missing = v.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other Stripe setting (set both or neither)' });
  }
  if (v.PHOTO_STORE !== 's3') return;
  for (const key of /** @type {const} */ (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])) {
    if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PHOTO_STORE=s3' });
  }
});

/** @param {Record<string, string | undefined>} source */
export function parseEnv(source) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

/** Whether the site is served over HTTPS: its cookies are then marked Secure. */
export const secureSite = env.SITE_URL.startsWith('https://');

// NextAuth builds its own absolute URLs from NEXTAUTH_URL: the site's address, unless set apart.
process.env.NEXTAUTH_URL ??= env.SITE_URL;

/**
 * The database URL, read when first needed rather than at start-up: `npm run dev` and the test
 * runners start a database and set DATABASE_URL after this module is loaded.
 */
export function databaseUrl() {
  const url = process.env.DATABASE_URL;
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgresql:// URL');
  return url || undefined;
}

const isLocalHost = (hostname) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * What a production server must have that development does without: the public address
 * (e-mail links, canonical links and structured data use it), the session secret and a way to
 * send e-mail. One line per problem, naming the setting; empty when all is well.
 * @param {Record<string, string | undefined>} source
 * @returns {string[]}
 */
export function productionStartProblems(source) {
  const problems = [];
  const siteUrl = source.SITE_URL?.trim();
  if (!siteUrl) problems.push('SITE_URL is not set: set it to the site\'s public address, such as https://www.example.com');
  else {
    let url = null;
    try {
      url = new URL(siteUrl);
    } catch {
      problems.push(`SITE_URL (${siteUrl}) is not an address: set it to the site's public address, such as https://www.example.com`);
    }
    if (url && isLocalHost(url.hostname)) problems.push(`SITE_URL is ${siteUrl}, this machine: set it to the site's public address, such as https://www.example.com`);
  }
  if (!source.NEXTAUTH_SECRET?.trim()) problems.push('NEXTAUTH_SECRET is not set: set it to at least 32 random characters (openssl rand -base64 48)');
  if (!source.RESEND_API_KEY?.trim() && source.MAIL_TRANSPORT !== 'folder') {
    problems.push('No e-mail transport: set RESEND_API_KEY (and EMAIL_FROM), or MAIL_TRANSPORT=folder to keep e-mails in MAIL_DIR without sending them');
  }
  return problems;
}

/**
 * Called by next.config.mjs when `next start` loads it: a production server with a problem above
 * stops at once, saying what to set.
 * @param {Record<string, string | undefined>} source
 */
export function assertProductionStart(source) {
  const problems = productionStartProblems(source);
  if (problems.length) throw new Error(`The production server cannot start (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
