// The e-mail outbox: what was sent, what failed and why, the message itself, and a resend.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { isLang } from '@/i18n/languages';
import { renderTemplate } from '@emails/templates';
import { setEmailBusinessFacts } from '@emails/business-facts';
import { loadBusinessFacts } from '@/server/services/business-settings';
import { recordAudit } from './audit';
import { accountLinkPreview, accountLinkRequest, isAccountLinkTemplate } from '@/server/email/account-links';
import { resentOrderEmail } from '@/server/services/order-events';
import type { OrderEmail } from '@emails/registry';
import type { OutboxStatus } from '@/domain/enums';
import { readLedger } from '@/server/services/payments/order-ledger';
import { loadPaymentRules } from '@/server/services/payments/payment-settings';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** An "accepted" e-mail sent again says the deposit due now, not the one due when it was first sent (paid since: none). */
async function withDepositNow(tx: Tx, email: OrderEmail): Promise<OrderEmail> {
  if (email.status !== 'ACCEPTED' || !email.depositDueCents) return email;
  const order = await tx.order.findUnique({ where: { quoteId: email.quoteId }, select: { id: true } });
  if (!order) return email;
  const { summary } = await readLedger(tx, order.id, await loadPaymentRules(tx));
  const { depositDueCents: _stale, ...rest } = email;
  return summary.depositOutstandingCents > 0 ? { ...rest, depositDueCents: summary.depositOutstandingCents } : rest;
}

export async function listOutbox(db: Db, filter: { status?: OutboxStatus }, page: number, pageSize: number) {
  const where = filter.status ? { status: filter.status } : {};
  const [rows, total] = await Promise.all([
    db.emailOutbox.findMany({
      where,
      select: { id: true, to: true, template: true, language: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true },
      orderBy: { createdAt: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.emailOutbox.count({ where }),
  ]);
  return { rows, total };
}

/** One message with its rendered subject and text (rendered now from the stored payload; an account link is shown without a token, as none is stored). */
export async function getOutboxMessage(db: Db, id: string) {
  const row = await db.emailOutbox.findUnique({
    where: { id },
    select: { id: true, to: true, template: true, language: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true, payload: true, leadId: true, applicationId: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  const lang = isLang(row.language) ? row.language : 'en';
  const payload = isAccountLinkTemplate(row.template) ? accountLinkPreview(row.template, lang, row.payload) : row.payload;
  let rendered: { subject: string; text: string; html: string } | null = null;
  let renderError: string | null = null;
  try {
    setEmailBusinessFacts(await loadBusinessFacts(db));
    rendered = await renderTemplate(row.template, lang, payload);
  } catch (error) {
    renderError = error instanceof Error ? error.message : String(error);
  }
  return { ...row, payload, rendered, renderError };
}

/**
 * Sends a message again. A message already SENT is copied into a new outbox row: the provider
 * ignores a repeat of the same idempotency key (the row id) for a day, so only a new row is
 * really sent again. A PENDING or FAILED one is queued now with a fresh retry budget.
 */
export async function resendOutbox(db: Db, actorId: string, id: string) {
  return db.$transaction(async (tx) => {
    const before = await tx.emailOutbox.findUnique({
      where: { id },
      select: { status: true, attempts: true, nextAttemptAt: true, to: true, template: true, language: true, payload: true, leadId: true, applicationId: true, thread: true },
    });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    // A message the worker is sending right now is left alone.
    if (before.status === 'SENDING') throw new AppError('CONFLICT', 'admin:outbox.errors.sending');
    const summary = { status: before.status, attempts: before.attempts, nextAttemptAt: before.nextAttemptAt };
    // An order's e-mail is sent as the order now stands: a cancelled order's, as its cancellation.
    const payload = before.template === 'order-status' && before.payload ? await withDepositNow(tx, await resentOrderEmail(tx, before.payload as unknown as OrderEmail)) : before.payload;
    if (before.status === 'SENT') {
      const copy = await tx.emailOutbox.create({
        data: {
          to: before.to,
          template: before.template,
          language: before.language,
          // An account e-mail's copy gets a fresh link when sent (a link stored by an older version is not copied).
          payload: isAccountLinkTemplate(before.template) ? (accountLinkRequest(before.payload) as object) : ((payload ?? {}) as object),
          leadId: before.leadId,
          applicationId: before.applicationId,
          // The copy keeps its place in the order's thread: it leaves after what is already waiting.
          thread: before.thread,
        },
        select: { id: true, status: true, attempts: true, nextAttemptAt: true },
      });
      await recordAudit(tx, { actorId, action: 'outbox.resend', entityType: 'EmailOutbox', entityId: id, before: summary, after: { copiedTo: copy.id } });
      return { id: copy.id, status: copy.status, attempts: copy.attempts, nextAttemptAt: copy.nextAttemptAt };
    }
    const after = await tx.emailOutbox.update({
      where: { id },
      data: { status: 'PENDING', attempts: 0, nextAttemptAt: new Date(), lockedAt: null, ...(payload !== before.payload ? { payload: payload as object } : {}) },
      select: { id: true, status: true, attempts: true, nextAttemptAt: true },
    });
    await recordAudit(tx, { actorId, action: 'outbox.resend', entityType: 'EmailOutbox', entityId: id, before: summary, after });
    return after;
  });
}
