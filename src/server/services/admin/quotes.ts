// Saved quotes as staff see them: list, detail with the frozen lines and fee breakdown, status.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import type { QuoteStatusValue } from '@/domain/admin-follow-up';
import type { QuoteFilter } from '@/server/trpc/routers/admin/filters-schema';
import { quoteIdRange } from '@/domain/quote-number';
import { assertUpdated, recordAudit } from './audit';
import { priceOrder } from '@/domain/pricing';
import { listActiveDeliveryBands } from '@/server/services/catalogue';
import { quoteFiguresSelect } from '@/server/services/quote';
import { likeText } from './search-text';

/** The customer's e-mail or name, or the quote's number ("#ffc6dfc1", as the customer was told it). */
function searchConditions(search: string): Prisma.QuoteWhereInput[] {
  const text = likeText(search);
  const byCustomer: Prisma.QuoteWhereInput = { user: { OR: [{ email: { contains: text, mode: 'insensitive' } }, { name: { contains: text, mode: 'insensitive' } }] } };
  const ids = quoteIdRange(search);
  return ids ? [{ id: ids }, byCustomer] : [byCustomer];
}

function quoteWhere(f: QuoteFilter): Prisma.QuoteWhereInput {
  const search = f.search?.trim();
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.from || f.to ? { createdAt: { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) } } : {}),
    ...(search ? { OR: searchConditions(search) } : {}),
  };
}

const customer = { select: { id: true, name: true, email: true, taxExempt: true } } as const;
/** A quote made for a caller without an account shows the caller's name and e-mail (or phone) instead (issue 22); its id is empty. */
const contact = { contactName: true, contactEmail: true, contactPhone: true } as const;
type Contact = { contactName: string | null; contactEmail: string | null; contactPhone: string | null };
function withCustomer<Q extends Contact & { user: { id: string; name: string | null; email: string; taxExempt: boolean } | null }>({ contactName, contactEmail, contactPhone, ...q }: Q) {
  return { ...q, user: q.user ?? { id: '', name: contactName, email: contactEmail ?? contactPhone ?? '', taxExempt: false } };
}

export async function listQuotes(db: Db, filter: QuoteFilter, page: number, pageSize: number) {
  const where = quoteWhere(filter);
  const [rows, total] = await Promise.all([
    db.quote.findMany({
      where,
      select: { id: true, createdAt: true, totalCents: true, status: true, language: true, user: customer, ...contact },
      orderBy: { createdAt: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.quote.count({ where }),
  ]);
  return { rows: rows.map(withCustomer), total };
}

export async function getQuote(db: Db, id: string) {
  const quote = await db.quote.findUnique({
    where: { id },
    select: {
      ...quoteFiguresSelect,
      updatedAt: true,
      version: true,
      user: customer,
      ...contact,
      lines: {
        select: { id: true, position: true, productName: true, quantity: true, unit: true, unitPriceCents: true, lineTotalCents: true, unitType: true, priceReason: true },
        orderBy: { position: 'asc' },
      },
    },
  });
  if (!quote) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  const book = quote.lines.some((line) => line.priceReason !== null) ? await bookPrices(db, id) : [];
  const lines = quote.lines.map((line) => ({
    ...line,
    /** The price book's price beside a price set by hand (as the audit entry of the caller quote kept it). */
    bookPriceCents: line.priceReason === null ? null : (book.find((b) => b.product === line.productName && b.unit === line.unit)?.bookPriceCents ?? null),
  }));
  return withCustomer({ ...quote, lines });
}

/** The book prices staff priced a caller's quote against, from its audit entry (quote.caller). */
async function bookPrices(db: Db, quoteId: string) {
  const entry = await db.auditLog.findFirst({ where: { entityType: 'Quote', entityId: quoteId, action: 'quote.caller' }, select: { after: true } });
  const handPriced = (entry?.after as { handPriced?: unknown } | null)?.handPriced;
  return Array.isArray(handPriced) ? (handPriced as { product?: string; unit?: string; bookPriceCents?: number | null }[]) : [];
}

export async function setQuoteStatus(db: Db, actorId: string, input: { id: string; version: number; status: QuoteStatusValue }) {
  return db.$transaction(async (tx) => {
    const before = await tx.quote.findUnique({ where: { id: input.id }, select: { status: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    assertUpdated(await tx.quote.updateMany({ where: { id: input.id, version: input.version }, data: { status: input.status, version: { increment: 1 } } }));
    await recordAudit(tx, { actorId, action: 'quote.status', entityType: 'Quote', entityId: input.id, before, after: { status: input.status } });
    return tx.quote.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, status: true, version: true } });
  });
}

/**
 * Staff flag a customer tax-exempt (an exemption or resale certificate on file) or take the flag
 * back; audited. Quotes saved afterwards carry no sales tax; saved ones keep their figures.
 */
export async function setTaxExempt(db: Db, actorId: string, input: { userId: string; taxExempt: boolean }) {
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.userId }, select: { taxExempt: true, role: true } });
    if (!before || before.role !== 'CUSTOMER') throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const after = await tx.user.update({ where: { id: input.userId }, data: { taxExempt: input.taxExempt }, select: { id: true, taxExempt: true } });
    await recordAudit(tx, { actorId, action: 'customer.taxExempt', entityType: 'User', entityId: input.userId, before: { taxExempt: before.taxExempt }, after: { taxExempt: after.taxExempt } });
    return after;
  });
}

/**
 * Staff correct a saved delivery quote's one-way miles (the customer's site is farther or nearer
 * than the ZIP code's centre): the delivery fee is priced again from the active bands at the new
 * distance, and the tax and total with it, from the quote's own frozen lines; audited.
 */
export async function setQuoteMiles(db: Db, actorId: string, input: { id: string; version: number; miles: number }) {
  return db.$transaction(async (tx) => {
    const before = await tx.quote.findUnique({
      where: { id: input.id },
      select: {
        fulfilment: true,
        deliveryMiles: true,
        milesSource: true,
        deliveryFeeCents: true,
        smallOrderFeeCents: true,
        minimumOrderCents: true,
        taxRateBasisPoints: true,
        taxCents: true,
        totalCents: true,
        lines: { select: { quantity: true, unitPriceCents: true, unitType: true } },
      },
    });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (before.fulfilment !== 'DELIVERY') throw new AppError('BAD_REQUEST', 'admin:quotes.errors.pickupHasNoMiles');
    const lines = before.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unitPriceCents, deliveryType: l.unitType }));
    const priced = priceOrder(lines, await listActiveDeliveryBands(tx), {
      fulfilment: 'DELIVERY',
      oneWayMiles: input.miles,
      minimumOrderCents: before.minimumOrderCents,
      smallOrderFeeCents: before.smallOrderFeeCents > 0 ? before.smallOrderFeeCents : null,
      taxRateBasisPoints: before.taxRateBasisPoints,
    });
    const after = {
      deliveryMiles: input.miles,
      milesSource: 'TYPED' as const,
      deliveryFeeCents: priced.deliveryFeeCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
    };
    assertUpdated(
      await tx.quote.updateMany({
        where: { id: input.id, version: input.version },
        data: { ...after, feeBreakdown: priced.delivery as unknown as Prisma.InputJsonValue, version: { increment: 1 } },
      }),
    );
    const { lines: _lines, fulfilment: _f, smallOrderFeeCents: _s, minimumOrderCents: _m, taxRateBasisPoints: _t, ...was } = before;
    await recordAudit(tx, { actorId, action: 'quote.miles', entityType: 'Quote', entityId: input.id, before: was, after });
    return tx.quote.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, version: true, deliveryMiles: true, deliveryFeeCents: true, totalCents: true } });
  });
}
