// The outbox worker: claims due rows, renders and sends them, and records the outcome.
// Rows are claimed with FOR UPDATE SKIP LOCKED, so several app instances (or the command-line
// worker beside the server) never send the same row twice.
import { env } from '@/config/env.mjs';
import type { Db } from '@/server/db/client';
import { Prisma } from '@/server/db/generated/client';
import { isLang, type Lang } from '@/i18n/languages';
import { renderTemplate } from '@emails/templates';
import { setEmailBusinessFacts } from '@emails/business-facts';
import { loadBusinessFacts } from '@/server/services/business-settings';
import type { BusinessFacts } from '@/domain/business-facts';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { SendError, type EmailTransport } from './transport';
import { localTransport } from './local-transport';
import { resendTransport } from './resend-transport';
import { log } from '@/server/log';
import { accountLinkRequest, isAccountLinkTemplate, issueAccountLink } from './account-links';
import { openSignInLink } from '@/server/auth/email-link';
import { withQuoteLink } from './quote-link-emails';
import { documentAttachments } from './document-attachments';
import { deliveryPhotoAttachments } from './delivery-photo';

/** Resend when RESEND_API_KEY is set, else the local mail folder. */
function defaultTransport(): EmailTransport {
  if (env.RESEND_API_KEY) {
    return resendTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_API_URL });
  }
  return localTransport({ dir: env.MAIL_DIR });
}

export interface OutboxWorkerOptions {
  transport?: EmailTransport;
  /** The From address; EMAIL_FROM by default. */
  from?: string;
  batchSize?: number;
  maxAttempts?: number;
  now?: () => Date;
  /** Only these rows (the back office's "send now"); otherwise every due row. */
  ids?: string[];
}

export interface BatchResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Account e-mails with nobody to send to (no such account, already confirmed): their rows are deleted. */
  dropped: number;
}

interface ClaimedRow {
  id: string;
  to: string;
  template: string;
  language: string;
  payload: unknown;
  attempts: number;
  lockedAt: Date;
  createdAt: Date;
}

/** A row left in SENDING this long belongs to a worker that died; it is claimed again. */
const STALE_CLAIM_MS = 5 * 60_000;

async function claim(db: Db, now: Date, batchSize: number, ids?: string[]): Promise<ClaimedRow[]> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const only = ids ? Prisma.sql`AND o."id" = ANY(${ids}::uuid[])` : Prisma.empty;
  const rows = await db.$queryRaw<ClaimedRow[]>`
    UPDATE "EmailOutbox" SET "status" = 'SENDING', "lockedAt" = ${now}, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT o."id" FROM "EmailOutbox" o
      WHERE ((o."status" = 'PENDING' AND o."nextAttemptAt" <= ${now})
         OR (o."status" = 'SENDING' AND o."lockedAt" < ${staleBefore}))
      ${only}
      -- A thread's message waits while an earlier one of it is still to be sent (or being sent),
      -- so a thread's messages leave one at a time, in order, whatever the number of workers.
      AND NOT EXISTS (
        SELECT 1 FROM "EmailOutbox" e
        WHERE o."thread" IS NOT NULL AND e."thread" = o."thread" AND e."status" IN ('PENDING', 'SENDING')
          AND (e."createdAt", e."id") < (o."createdAt", o."id")
      )
      ORDER BY o."nextAttemptAt", o."createdAt"
      LIMIT ${batchSize}
      FOR UPDATE OF o SKIP LOCKED
    )
    RETURNING "id", "to", "template", "language"::text AS "language", "payload", "attempts", "lockedAt", "createdAt"`;
  // RETURNING has no order of its own: a batch is sent oldest first.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** What every e-mail of a batch shares: the business facts its footer shows, read once a batch (when first needed). */
interface BatchFacts {
  facts?: Promise<BusinessFacts>;
}

async function sendOne(db: Db, row: ClaimedRow, transport: EmailTransport, from: string, now: () => Date, maxAttempts: number, batch: BatchFacts) {
  // Only the claim we hold may be settled (a stale claim may have been taken over).
  const ours = { id: row.id, status: 'SENDING' as const, lockedAt: row.lockedAt };
  try {
    const lang: Lang = isLang(row.language) ? row.language : 'en';
    let payload = row.payload;
    // An account e-mail gets its link now; the row keeps only the request (a link stored by an
    // older version is dropped once sent).
    let keep: Prisma.InputJsonValue | undefined;
    if (isAccountLinkTemplate(row.template)) {
      const link = await issueAccountLink(db, row.template, row.to, lang, row.payload);
      if (!link) {
        await db.emailOutbox.deleteMany({ where: ours });
        return 'dropped' as const;
      }
      payload = link;
      keep = accountLinkRequest(row.payload) as Prisma.InputJsonValue;
    } else if (row.template === 'sign-in-link') {
      // The sealed link is opened only to send it (to a customer who may use links), then dropped from the row.
      const link = await openSignInLink(db, row.to, row.payload);
      if (!link) {
        await db.emailOutbox.deleteMany({ where: ours });
        return 'dropped' as const;
      }
      payload = link;
      keep = {};
    }
    payload = await withQuoteLink(db, row.template, lang, payload);
    setEmailBusinessFacts(await (batch.facts ??= loadBusinessFacts(db)));
    const rendered = await renderTemplate(row.template, lang, payload);
    const attachments = [...(await documentAttachments(db, row.template, payload)), ...(await deliveryPhotoAttachments(row.template, lang, payload))];
    const { providerMessageId } = await transport.send({
      id: row.id,
      from,
      to: row.to,
      replyTo: rendered.replyTo,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    await db.emailOutbox.updateMany({
      where: ours,
      data: { status: 'SENT', attempts: row.attempts + 1, sentAt: now(), providerMessageId, lastError: null, lockedAt: null, ...(keep ? { payload: keep } : {}) },
    });
    return 'sent' as const;
  } catch (error) {
    const attempts = row.attempts + 1;
    const giveUp = attempts >= maxAttempts || (error instanceof SendError && error.permanent);
    const lastError = describe(error);
    log.warn(`[outbox] ${row.template} ${row.id} attempt ${attempts} failed: ${lastError}`);
    await db.emailOutbox.updateMany({
      where: ours,
      data: {
        status: giveUp ? 'FAILED' : 'PENDING',
        attempts,
        lastError,
        lockedAt: null,
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
      },
    });
    return giveUp ? ('failed' as const) : ('retrying' as const);
  }
}

/** Claims one batch of due rows and sends them. */
export async function processOutboxBatch(db: Db, options: OutboxWorkerOptions = {}): Promise<BatchResult> {
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? defaultTransport();
  const from = options.from ?? env.EMAIL_FROM;
  const rows = await claim(db, now(), options.batchSize ?? 10, options.ids);
  const result: BatchResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0, dropped: 0 };
  const batch: BatchFacts = {};
  for (const row of rows) {
    result[await sendOne(db, row, transport, from, now, options.maxAttempts ?? MAX_ATTEMPTS, batch)] += 1;
  }
  return result;
}

export interface DrainResult extends BatchResult {
  /** The pass stopped at its batch limit with a full last batch: more rows may be due. */
  more: boolean;
}

/** Sends everything due now, batch after batch (at most `maxBatches`, so a pass in the long-running worker always ends). */
export async function drainOutbox(db: Db, options: OutboxWorkerOptions = {}, maxBatches = 20): Promise<DrainResult> {
  const total: DrainResult = { claimed: 0, sent: 0, retrying: 0, failed: 0, dropped: 0, more: false };
  const batchSize = options.batchSize ?? 10;
  for (let i = 0; i < maxBatches; i += 1) {
    const batch = await processOutboxBatch(db, { ...options, batchSize });
    total.claimed += batch.claimed;
    total.sent += batch.sent;
    total.retrying += batch.retrying;
    total.failed += batch.failed;
    total.dropped += batch.dropped;
    if (batch.claimed < batchSize) return total;
  }
  return { ...total, more: true };
}
