// E-mails that carry a link to one quote (issue 22) get it when the worker sends them, as account
// e-mails do (account-links.ts): the outbox row never holds a usable link, and each message
// sent has a fresh token, stored hashed (services/quote-links.ts). The link is made only while
// the order's state, as it is when sending, still warrants one: an "accepted" e-mail sent after
// the order was cancelled (accepted and cancelled within a second) goes without it.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { orderWarrantsLink } from '@/domain/order-cancellation';
import { issueQuoteLink, quoteLinkUrl } from '@/server/services/quote-links';

/** The templates that carry the link: an order's change of state or date (the rain day, issue 46), a caller's quote. */
const LINKED = new Set(['order-status', 'order-moved', 'quote-link']);

/** The payload to render: with the quote's link for an open order's e-mail, else as stored. */
export async function withQuoteLink(db: Db, template: string, lang: Lang, payload: unknown): Promise<unknown> {
  if (!LINKED.has(template) || !payload || typeof payload !== 'object') return payload;
  const stored = payload as { quoteId?: unknown; status?: unknown };
  if (typeof stored.quoteId !== 'string' || stored.status === 'CANCELLED') return payload;
  const order = await db.order.findUnique({ where: { quoteId: stored.quoteId }, select: { status: true } });
  if (!orderWarrantsLink(order?.status ?? null)) return payload;
  const token = await issueQuoteLink(db, stored.quoteId);
  return { ...stored, url: quoteLinkUrl(lang, stored.quoteId, token) };
}
