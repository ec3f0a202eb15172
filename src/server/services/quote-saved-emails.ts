// Issue 25: when a customer saves a quote, its copy to them (in the quote's language) and a notice
// to the business inbox (in the staff's), written to the outbox in the save's own transaction: the
// quote is stored whether or not the e-mails can be sent, and an e-mail never tells of a quote
// that was not stored.
import { env } from '@/config/env.mjs';
import type { Prisma } from '@/server/db/generated/client';
import type { Lang } from '@/i18n/languages';
import type { QuoteFigures } from '@emails/registry';
import { enqueueEmails } from '@/server/email/outbox';

type Tx = Pick<Prisma.TransactionClient, 'emailOutbox' | 'user' | 'order' | 'membershipApplication'>;

/** The quote as saved: its figures, and its dates as the database has them. */
export interface SavedQuoteForEmail extends QuoteFigures {
  id: string;
  language: Lang;
  requestedDate: Date | null;
  validUntil: Date | null;
  createdAt: Date;
  /** The customer asked for installation (staff call with its price). */
  installation?: boolean;
  /** The phone given with this save, if any (it wins over one on file). */
  phone?: string | null;
}

/** The phone the customer last gave us: on their latest order, else their latest member application. */
async function knownPhone(tx: Tx, userId: string): Promise<string | null> {
  const order = await tx.order.findFirst({ where: { quote: { userId } }, select: { phone: true }, orderBy: { createdAt: 'desc' } });
  if (order) return order.phone;
  const application = await tx.membershipApplication.findFirst({ where: { userId }, select: { phone: true }, orderBy: { createdAt: 'desc' } });
  return application?.phone ?? null;
}

export async function enqueueQuoteSavedEmails(tx: Tx, userId: string, quote: SavedQuoteForEmail) {
  const [customer, phone] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } }),
    quote.phone ? Promise.resolve(quote.phone) : knownPhone(tx, userId),
  ]);
  await enqueueEmails(tx, [
    {
      to: customer.email,
      template: 'quote-saved',
      language: quote.language,
      payload: {
        quoteId: quote.id,
        name: customer.name,
        lines: quote.lines.map(({ productName, quantity, unit, unitPriceCents, lineTotalCents }) => ({ productName, quantity, unit, unitPriceCents, lineTotalCents })),
        fulfilment: quote.fulfilment,
        zip: quote.zip,
        requestedDate: quote.requestedDate?.toISOString().slice(0, 10) ?? null,
        subtotalCents: quote.subtotalCents,
        deliveryFeeCents: quote.deliveryFeeCents,
        smallOrderFeeCents: quote.smallOrderFeeCents,
        taxRateBasisPoints: quote.taxRateBasisPoints,
        taxCents: quote.taxCents,
        totalCents: quote.totalCents,
        validUntil: (quote.validUntil ?? quote.createdAt).toISOString(),
      },
    },
    {
      to: env.BUSINESS_INBOX,
      template: 'quote-notification',
      // Staff read it in their language (as lead notifications); the quote's is in the message.
      language: env.OFFICE_LANGUAGE,
      payload: {
        quoteId: quote.id,
        name: customer.name,
        email: customer.email,
        phone,
        zip: quote.zip,
        fulfilment: quote.fulfilment,
        lineCount: quote.lines.length,
        totalCents: quote.totalCents,
        installation: quote.installation === true,
        language: quote.language,
        createdAt: quote.createdAt.toISOString(),
      },
    },
  ]);
}
