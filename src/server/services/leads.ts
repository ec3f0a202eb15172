// Contact-form leads. The lead and its e-mails (outbox rows) are stored together, atomically,
// before the visitor gets an answer, so an e-mail problem can never lose a lead.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { Prisma } from '@/server/db/generated/client';
import { isUniqueViolation } from '@/server/db/unique';
import type { Lang } from '@/i18n/languages';
import { env } from '@/config/env.mjs';
import type { ContactInput } from '@/domain/lead-schemas';
import { minimumFillMs, spamVerdict, type SpamVerdict } from '@/domain/lead-spam';
import { normalizeEmail } from '@/domain/email';
import { clearRateLimit, enforceRateLimits, hitRateLimits, peekRateLimits, refuseIfLimited, uncountRateLimits, type RateLimitRule } from '@/server/rate-limit';
import { outboxRows, type AnyOutboxMessage } from '@/server/email/outbox';
import { wakeOutboxWorker } from '@/server/email/wake';
import { translate } from '@/server/i18n/translate';

/** Who is submitting: the page language and the client address (for rate limits). */
export interface Submitter {
  lang: Lang;
  ip: string;
}

/** The same answer whether the submission was stored, a repeat, or a bot's quietly set aside as spam. */
export interface SubmissionReceipt {
  received: true;
}

const RECEIVED: SubmissionReceipt = { received: true };

/** Per address and per e-mail, so neither one visitor nor one mailbox can flood the inbox. */
export function leadRateLimits(form: 'contact' | 'membership', ip: string, email: string): RateLimitRule[] {
  return [
    { key: `${form}:ip:${ip}`, limit: 5, windowSeconds: 10 * 60 },
    { key: `${form}:email:${normalizeEmail(email)}`, limit: 3, windowSeconds: 60 * 60 },
  ];
}

/** How long an idempotency key is remembered. */
const SIGHTING_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Applies the rate limits to a new submission. Repeats of one submission (same idempotency key:
 * a double click, a retry, even many at once) do not spend the visitor's allowance: only the
 * first sighting of a key is counted, and the unique key then stores it once. A repeat of a
 * submission that is not stored (its first sighting still running, or refused) is let through
 * only while the limits have room, so racing two copies of a key cannot get past them. A first
 * sighting that is refused is forgotten, so its retries are refused too.
 */
export async function admitSubmission(db: Db, form: 'contact' | 'membership', ip: string, email: string, idempotencyKey?: string) {
  const rules = leadRateLimits(form, ip, email);
  if (!idempotencyKey) return enforceRateLimits(db, rules);
  const sightingKey = `${form}:submission:${idempotencyKey}`;
  const now = new Date();
  // The usual case is a first sighting: the key and the limits are counted in one statement.
  const [sighting, ...limits] = await hitRateLimits(db, [{ key: sightingKey, limit: 1, windowSeconds: SIGHTING_WINDOW_SECONDS }, ...rules], now);
  if (!sighting!.allowed) {
    // A repeat: its limits were counted for nothing, so that count is taken back.
    await uncountRateLimits(db, rules, now);
    if (!(await alreadyReceived(db, idempotencyKey))) refuseIfLimited(await peekRateLimits(db, rules, now));
    return;
  }
  try {
    refuseIfLimited(limits);
  } catch (error) {
    await clearRateLimit(db, sightingKey);
    throw error;
  }
}

/** Whether a submission with this key was already stored (a retry or a double click; both forms store a lead with the key). */
async function alreadyReceived(db: Db, idempotencyKey: string | undefined): Promise<boolean> {
  if (!idempotencyKey) return false;
  const lead = await db.lead.findUnique({ where: { idempotencyKey }, select: { id: true } });
  return lead !== null;
}

/**
 * A public form's lead as stored: in the page's language, NEW, or SPAM for a bot's (kept with
 * its key so a repeat is still recognised, but never answered). One held for review is NEW.
 */
export function formLeadData(
  lead: { name: string; email: string; phone: string | null; subject: string | null; message: string; sourcePage: string },
  who: Submitter,
  verdict: SpamVerdict,
  idempotencyKey: string | undefined,
) {
  const status = verdict === 'bot' ? ('SPAM' as const) : ('NEW' as const);
  return { ...lead, preferredLanguage: who.lang, status, idempotencyKey: idempotencyKey ?? null };
}

/** The staff note on a submission held for review (in the office's language), or null when there is nothing to flag. */
export function reviewNote(verdict: SpamVerdict, fillMs: number | null | undefined, minimumMs: number): string | null {
  if (verdict !== 'review') return null;
  const lang = env.OFFICE_LANGUAGE;
  const seconds = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return translate(lang, 'leads:review.fastFill', { seconds: seconds.format(Math.max(0, fillMs ?? 0) / 1000), minimum: seconds.format(minimumMs / 1000) });
}

/**
 * Runs the storing transaction. A repeat of a stored submission (a retry, a double click, a
 * concurrent request with the same idempotency key) is rejected by the unique key and gets the
 * same answer: repeats are rare, so a new submission does not pay for looking first.
 */
export async function storeOnce(db: Db, idempotencyKey: string | undefined, store: () => Promise<unknown>): Promise<SubmissionReceipt> {
  try {
    await store();
  } catch (error) {
    if (isUniqueViolation(error) && (await alreadyReceived(db, idempotencyKey))) return RECEIVED;
    throw error;
  }
  wakeOutboxWorker();
  return RECEIVED;
}

/** A new lead as `insertLeadWithEmails` stores it: its id and time are chosen before, so its e-mails can name them. */
type NewLead = ReturnType<typeof formLeadData> & { id: string; createdAt: Date };

/**
 * Stores a lead and its e-mails with one SQL statement: atomic by itself, so no transaction to
 * open and commit, and one round trip to PostgreSQL. The contact form is the site's busiest
 * write; against Prisma's nested create (a transaction of four statements) this costs the server
 * about a third of the CPU per submission (`npm run bench`, contact, in docs/performance.md). A
 * repeated idempotency key is refused by the unique index as before (`storeOnce`).
 */
export function insertLeadWithEmails(db: Db, lead: NewLead, emails: AnyOutboxMessage[]) {
  const { id, name, email, phone, subject, message, preferredLanguage, sourcePage, status, idempotencyKey, createdAt } = lead;
  const insertLead = Prisma.sql`
    INSERT INTO "Lead" ("id", "name", "email", "phone", "subject", "message", "preferredLanguage", "sourcePage", "status", "idempotencyKey", "createdAt", "updatedAt")
    VALUES (${id}::uuid, ${name}, ${email}, ${phone}, ${subject}, ${message}, ${preferredLanguage}::"Language",
            ${sourcePage}, ${status}::"LeadStatus", ${idempotencyKey}, ${createdAt}, ${createdAt})`;
  if (!emails.length) return db.$executeRaw(insertLead);
  const rows = outboxRows(emails).map(
    (row) => Prisma.sql`(${row.to}, ${row.template}, ${row.language}::"Language", ${JSON.stringify(row.payload)}::jsonb)`,
  );
  return db.$executeRaw`
    WITH lead AS (${insertLead} RETURNING "id")
    INSERT INTO "EmailOutbox" ("id", "to", "template", "language", "payload", "leadId", "createdAt", "updatedAt", "nextAttemptAt")
    SELECT gen_random_uuid(), mail."to", mail."template", mail."language", mail."payload", lead."id", ${createdAt}, ${createdAt}, ${createdAt}
    FROM lead, (VALUES ${Prisma.join(rows)}) AS mail ("to", "template", "language", "payload")`;
}

export async function submitContact(db: Db, input: ContactInput, who: Submitter): Promise<SubmissionReceipt> {
  await admitSubmission(db, 'contact', who.ip, input.email, input.idempotencyKey);

  const verdict = spamVerdict(input, minimumFillMs.contact);
  const fields = { name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message, sourcePage: 'contact' };
  // A bot's lead is kept (with its key, so a repeat is still recognised) but gets no e-mail.
  const lead: NewLead = { id: randomUUID(), createdAt: new Date(), ...formLeadData(fields, who, verdict, input.idempotencyKey) };
  const emails: AnyOutboxMessage[] = verdict === 'bot'
    ? []
    : [
        { to: input.email, template: 'lead-confirmation', language: who.lang, payload: { leadId: lead.id, name: input.name } },
        {
          to: env.BUSINESS_INBOX,
          template: 'lead-notification',
          // Staff read it in their language; the visitor's is in the message ("reply in Spanish").
          language: env.OFFICE_LANGUAGE,
          payload: { ...fields, leadId: lead.id, language: who.lang, createdAt: lead.createdAt.toISOString() },
        },
      ];
  const note = reviewNote(verdict, input.fillMs, minimumFillMs.contact);
  return storeOnce(db, input.idempotencyKey, () =>
    note
      ? db.$transaction([insertLeadWithEmails(db, lead, emails), db.leadNote.create({ data: { leadId: lead.id, body: note }, select: { id: true } })])
      : insertLeadWithEmails(db, lead, emails),
  );
}
