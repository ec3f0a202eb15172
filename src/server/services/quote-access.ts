// Who may see a quote, and so its order, its money and its photo: the signed-in owner (their own
// quotes only; another customer's is NOT_FOUND, as for one that does not exist), or whoever holds
// a valid e-mailed link to that one quote (quote-links.ts; a wrong, expired or revoked link is
// refused with its reason). The one rule behind accepting and cancelling (orders.ts), paying by
// card (payments/stripe-checkout.ts) and the drop-site photo (drop-photos.ts).
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { checkQuoteLink } from './quote-links';

/** Who asks: the signed-in owner, or whoever holds a link to the quote. */
export type QuoteAccess = { kind: 'account'; userId: string } | { kind: 'link'; token: string };

/** The quote, with `select`, if this caller may see it. */
export async function quoteForCaller<S extends Prisma.QuoteSelect>(db: Db, access: QuoteAccess, quoteId: string, select: S, now: Date): Promise<Prisma.QuoteGetPayload<{ select: S }>> {
  if (access.kind === 'link') await checkQuoteLink(db, quoteId, access.token, now);
  const quote = await db.quote.findFirst({ where: access.kind === 'account' ? { id: quoteId, userId: access.userId } : { id: quoteId }, select });
  if (!quote) throw new AppError('NOT_FOUND', 'quote:errors.notFound');
  return quote as Prisma.QuoteGetPayload<{ select: S }>;
}
