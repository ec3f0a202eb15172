// Staff build a quote for someone on the phone (issue 22) with the calculator's own pieces: the
// same units, prices, delivery terms, date rules, minimum and tax as a quote the customer saves
// (services/quote.ts), except that a line may be priced by hand with a reason (audited). The
// quote goes under the account with that e-mail if there is one; otherwise it waits, with the
// caller's details, to be claimed by the account that later confirms that e-mail. Sending it
// e-mails the customer the quote's link (made when the e-mail is sent).
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { unitShelfPrice } from '@/domain/units';
import type { CallerQuoteInput } from '@/domain/caller-quote-schema';
import type { Lang } from '@/i18n/languages';
import { enqueueEmail } from '@/server/email/outbox';
import { listActiveDeliveryBands } from '@/server/services/catalogue';
import { loadQuoteRules } from '@/server/services/quote-rules';
import { priceForSave, pricedQuoteData, pricingProductSelect, quoteLineData, soldLine } from '@/server/services/quote';
import { recordAudit } from './audit';

/**
 * `staffLang`: the language of the back office the staff member works in; what the server tells
 * them (a unit a product is not sold in) names things in it, while the quote is in the caller's.
 */
export async function createCallerQuote(db: Db, actorId: string, input: CallerQuoteInput, now = new Date(), staffLang: Lang = 'en') {
  const rules = await loadQuoteRules(db);
  return db.$transaction(async (tx) => {
    const [products, bands, account] = await Promise.all([
      tx.product.findMany({ where: { id: { in: [...new Set(input.lines.map((l) => l.productId))] } }, select: pricingProductSelect }),
      listActiveDeliveryBands(tx),
      input.email ? tx.user.findUnique({ where: { email: input.email }, select: { id: true, role: true, isActive: true, taxExempt: true, email: true, emailVerified: true } }) : null,
    ]);
    // Only a confirmed account gets it now: an unconfirmed one proves nothing about the address (it claims the quote once confirmed).
    const customer = account && account.role === 'CUSTOMER' && account.isActive && account.emailVerified ? account : null;
    const byId = new Map(products.map((p) => [p.id, p]));
    const lines = input.lines.map((line) => {
      // Checked with the staff member's names (for the message); the line keeps the caller's.
      const { product, unit } = soldLine(byId, line, staffLang);
      const name = input.language === 'es' ? product.nameEs : product.nameEn;
      const shelf = unitShelfPrice(product.priceBook, unit);
      const unitPriceCents = line.unitPriceCents ?? shelf?.priceCents;
      if (unitPriceCents === undefined) throw new AppError('BAD_REQUEST', 'quote:errors.callForPrice');
      return {
        productId: product.id,
        productName: name,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents,
        deliveryType: product.unitType,
        priceReason: line.unitPriceCents === null ? null : line.priceReason,
        shelfPriceCents: shelf?.priceCents ?? null,
      };
    });
    const { priced, delivery } = await priceForSave(tx, lines, bands, input, rules, { taxExempt: customer?.taxExempt ?? false, now });

    const quote = await tx.quote.create({
      data: {
        userId: customer?.id ?? null,
        contactName: input.name,
        contactPhone: input.phone,
        contactEmail: input.email || null,
        createdById: actorId,
        status: input.email ? 'SENT' : 'DRAFT',
        ...pricedQuoteData(priced, delivery, input, rules, now),
        // Kept for the order: the accept form starts with it (services/drop-site.ts).
        ...(input.fulfilment === 'DELIVERY' && input.dropSite ? { dropSite: input.dropSite } : {}),
        lines: { create: priced.lines.map((line, position) => ({ ...quoteLineData(line, position), priceReason: line.priceReason })) },
      },
      select: { id: true, totalCents: true, validUntil: true },
    });
    const handPriced = lines.filter((l) => l.priceReason !== null).map((l) => ({ product: l.productName, unit: l.unit, priceCents: l.unitPriceCents, bookPriceCents: l.shelfPriceCents, reason: l.priceReason }));
    await recordAudit(tx, {
      actorId,
      action: 'quote.caller',
      entityType: 'Quote',
      entityId: quote.id,
      after: { for: input.name, phone: input.phone, email: input.email || null, account: customer?.id ?? null, totalCents: quote.totalCents, handPriced },
    });
    const to = customer?.email ?? (input.email || null);
    if (to) {
      await enqueueEmail(tx, {
        to,
        template: 'quote-link',
        language: input.language,
        payload: { quoteId: quote.id, name: input.name, totalCents: quote.totalCents, validUntil: quote.validUntil!.toISOString() },
      });
    }
    return { id: quote.id, totalCents: quote.totalCents, emailed: to !== null, attachedToAccount: customer !== null };
  });
}
