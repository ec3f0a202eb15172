// E-mails are never sent inside a request: the request writes an outbox row in the same
// transaction as the record it is about, and the worker (src/server/email/worker.ts) sends it.
import type { Prisma } from '@/server/db/generated/client';
import type { Lang } from '@/i18n/languages';
import type { TemplateName, TemplatePayloads } from '@emails/registry';
import type { AccountLinkRequest, AccountLinkTemplate } from './account-links';

/** A Prisma client or an interactive transaction client. */
type Tx = Pick<Prisma.TransactionClient, 'emailOutbox'>;

/** What a sign-in-link row stores until it is sent: the link, sealed to its address (src/server/auth/email-link.ts). */
export interface SignInLinkRequest {
  sealed?: string;
}

/** What a row stores for each template: an account e-mail's link is made when it is sent (account-links.ts). */
export type StoredPayloads = Omit<TemplatePayloads, AccountLinkTemplate | 'sign-in-link'> & Record<AccountLinkTemplate, AccountLinkRequest> & { 'sign-in-link': SignInLinkRequest };

export interface OutboxMessage<T extends TemplateName> {
  to: string;
  template: T;
  language: Lang;
  payload: StoredPayloads[T];
  leadId?: string;
  applicationId?: string;
  /** Messages of one thread (an order's) are sent one at a time, in the order they were written. */
  thread?: string;
  /** When it was written, if not now: a second message of one thread in the same transaction comes after the first (issue 45). */
  createdAt?: Date;
}

/** A message for the outbox, its payload checked against its template. */
export type AnyOutboxMessage = { [T in TemplateName]: OutboxMessage<T> }[TemplateName];

/** The messages as outbox rows (PENDING by default), for createMany: here or nested in the create of the lead they are about. */
export function outboxRows(messages: AnyOutboxMessage[]) {
  return messages.map((message) => ({
    to: message.to,
    template: message.template,
    language: message.language,
    payload: message.payload as unknown as Prisma.InputJsonValue,
    leadId: message.leadId,
    applicationId: message.applicationId,
    thread: message.thread,
    createdAt: message.createdAt,
  }));
}

/** Stores the messages as PENDING outbox rows in one statement (one round trip in the caller's transaction). */
export async function enqueueEmails(tx: Tx, messages: AnyOutboxMessage[]) {
  await tx.emailOutbox.createMany({ data: outboxRows(messages) });
}

/** One message (see enqueueEmails). */
export async function enqueueEmail<T extends TemplateName>(tx: Tx, message: OutboxMessage<T>) {
  await enqueueEmails(tx, [message as AnyOutboxMessage]);
}
