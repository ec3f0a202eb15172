// What a numbered document says (issue 45), in the customer's language, from what is stored: the
// document row (number, date, the account's figures at its moment), the ledger row of a receipt,
// the accepted quote's lines and figures for an invoice, and the business's letterhead as the
// settings hold it now. ./pdf.ts draws it; nothing here knows about PDF.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import type { Lang } from '@/i18n/languages';
import { phoneText } from '@/config/business';
import { addressLine } from '@/domain/business-facts';
import { businessClock } from '@/domain/delivery-date';
import { quoteNumber } from '@/domain/quote-number';
import { formatCents } from '@/lib/format';
import { formatIsoDate } from '@/lib/format-local';
import { translate } from '@/server/i18n/translate';
import { letterhead } from '../business-settings';
import { quoteCustomer, quoteCustomerSelect } from '../order-events';
import { townLine } from '@/domain/delivery-address';

export const documentSelect = {
  id: true,
  kind: true,
  number: true,
  language: true,
  paidCents: true,
  palletDepositCents: true,
  creditedCents: true,
  balanceCents: true,
  createdAt: true,
  payment: { select: { kind: true, amountCents: true, method: true, reference: true, createdAt: true } },
  order: {
    select: {
      street: true,
      city: true,
      zip: true,
      phone: true,
      deliveryDate: true,
      quote: {
        select: {
          id: true,
          fulfilment: true,
          subtotalCents: true,
          deliveryFeeCents: true,
          smallOrderFeeCents: true,
          taxRateBasisPoints: true,
          taxCents: true,
          totalCents: true,
          ...quoteCustomerSelect,
          lines: { select: { productName: true, quantity: true, unit: true, unitPriceCents: true, lineTotalCents: true }, orderBy: { position: 'asc' } },
        },
      },
    },
  },
} satisfies Prisma.OrderDocumentSelect;

export type StoredDocument = Prisma.OrderDocumentGetPayload<{ select: typeof documentSelect }>;
type Letterhead = Awaited<ReturnType<typeof letterhead>>;

export interface Figure {
  label: string;
  value: string;
  strong?: boolean;
}

/** A document's text, laid out by ./pdf.ts. */
export interface DocumentContent {
  lang: Lang;
  /** "Receipt", "Factura": the heading and the PDF's title. */
  title: string;
  /** "No. 2026-0001" */
  number: string;
  letterhead: { name: string; lines: string[] };
  /** Date, order, delivery date: label and value. */
  facts: Figure[];
  /** Who it is for, and where the order went. */
  parties: { label: string; lines: string[] }[];
  /** An invoice's lines: item, quantity, unit price, amount. */
  table: { head: [string, string, string, string]; rows: [string, string, string, string][] } | null;
  figures: Figure[];
  notes: string[];
}

/** The figures under an invoice's lines or a receipt's entry: what was owed, paid and is left. */
function accountFigures(doc: StoredDocument, t: (key: string, values?: Record<string, string | number>) => string, money: (cents: number) => string): Figure[] {
  const figures: Figure[] = [];
  // Return-trip fees (issue 46) are what the account owed beyond the total and the pallet deposit at
  // the document's moment (balance = owed - credited - paid), so a receipt made before a missed
  // delivery shows none.
  const returnTripFeeCents = doc.balanceCents + doc.paidCents + doc.creditedCents - doc.order.quote.totalCents - doc.palletDepositCents;
  if (returnTripFeeCents > 0) figures.push({ label: t('orders:driverActions.returnTripFee'), value: money(returnTripFeeCents) });
  if (doc.palletDepositCents > 0) figures.push({ label: t('documents:pdf.palletDeposit'), value: money(doc.palletDepositCents) });
  if (doc.creditedCents > 0) figures.push({ label: t('documents:pdf.palletsCredited'), value: money(-doc.creditedCents) });
  const paidLabel = doc.kind === 'RECEIPT' ? 'documents:pdf.paidToDate' : 'documents:pdf.paid';
  figures.push({ label: t(paidLabel), value: money(doc.paidCents) });
  if (doc.balanceCents > 0) figures.push({ label: t(doc.kind === 'RECEIPT' ? 'documents:pdf.balanceAfter' : 'documents:pdf.balance'), value: money(doc.balanceCents), strong: true });
  else if (doc.balanceCents < 0) figures.push({ label: t('documents:pdf.owedBack'), value: money(-doc.balanceCents), strong: true });
  else figures.push({ label: t('documents:pdf.paidInFull'), value: money(0), strong: true });
  return figures;
}

/** The document's text in its language, with the letterhead given. */
export function documentContent(doc: StoredDocument, business: Letterhead): DocumentContent {
  const lang = doc.language;
  const t = (key: string, values: Record<string, string | number> = {}) => translate(lang, key, values);
  const money = (cents: number) => formatCents(cents, lang);
  const day = (date: Date) => formatIsoDate(businessClock(date).date, lang);
  const { order } = doc;
  const { quote } = order;
  const pickup = quote.fulfilment === 'PICKUP';
  const customer = quoteCustomer(quote);

  const facts: Figure[] = [
    { label: t('documents:pdf.date'), value: day(doc.createdAt) },
    { label: t('documents:pdf.order'), value: `#${quoteNumber(quote.id)}` },
    { label: t(pickup ? 'documents:pdf.pickupDate' : 'documents:pdf.deliveryDate'), value: formatIsoDate(order.deliveryDate.toISOString(), lang) },
  ];
  const customerPhone = order.phone || customer.phone;
  const parties = [{ label: t('documents:pdf.customer'), lines: [customer.name, customer.email, customerPhone && phoneText(customerPhone)].filter((line): line is string => Boolean(line)) }];
  if (!pickup && order.street) parties.push({ label: t('documents:pdf.deliveredTo'), lines: [order.street, townLine(order)] });

  let table: DocumentContent['table'] = null;
  const figures: Figure[] = [];
  if (doc.kind === 'INVOICE') {
    const columns = (key: string) => t(`documents:pdf.columns.${key}`);
    table = {
      head: [columns('item'), columns('quantity'), columns('unitPrice'), columns('amount')],
      rows: quote.lines.map((line) => [line.productName, `${line.quantity} ${t(`quote:units.${line.unit}`, { count: line.quantity })}`, money(line.unitPriceCents), money(line.lineTotalCents)]),
    };
    const rate = (quote.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-US' : 'en-US');
    figures.push({ label: t('quote:calculator.subtotal'), value: money(quote.subtotalCents) });
    figures.push({ label: t(pickup ? 'quote:calculator.pickupFee' : 'quote:calculator.deliveryFee'), value: money(quote.deliveryFeeCents) });
    if (quote.smallOrderFeeCents > 0) figures.push({ label: t('quote:calculator.smallOrderFee'), value: money(quote.smallOrderFeeCents) });
    if (quote.taxCents > 0) figures.push({ label: t('quote:calculator.tax', { rate }), value: money(quote.taxCents) });
    figures.push({ label: t('quote:calculator.total'), value: money(quote.totalCents), strong: true });
  } else if (doc.payment) {
    const entry = doc.payment;
    figures.push({ label: t(`documents:pdf.entry.${entry.kind}`), value: money(entry.amountCents), strong: true });
    figures.push({ label: t('documents:pdf.entryDate'), value: day(entry.createdAt) });
    if (entry.method) figures.push({ label: t('documents:pdf.method'), value: t(`orders:payments.method.${entry.method}`) });
    if (entry.reference) figures.push({ label: t('documents:pdf.reference'), value: entry.reference });
    figures.push({ label: t('documents:pdf.orderTotal'), value: money(quote.totalCents) });
  }
  figures.push(...accountFigures(doc, t, money));

  // Phone numbers never break across lines: phoneText's no-break space, and a hyphen before digits (./win-ansi.ts).
  const phone = business.phone ? phoneText(business.phone) : null;
  const contact = phone ? t('documents:pdf.questions', { phone }) : business.email ? t('documents:pdf.questionsByEmail', { email: business.email }) : null;
  return {
    lang,
    title: t(`documents:kind.${doc.kind}`),
    number: t('documents:pdf.number', { number: doc.number }),
    letterhead: { name: business.name, lines: [addressLine(business), [phone, business.email].filter(Boolean).join('  ·  ')].filter(Boolean) },
    facts,
    parties,
    table,
    figures,
    notes: [t('documents:pdf.thanks'), ...(contact ? [contact] : [])],
  };
}

/** The stored document and the letterhead, or null when there is no such document. */
export async function loadDocumentContent(db: Db, documentId: string) {
  const doc = await db.orderDocument.findUnique({ where: { id: documentId }, select: documentSelect });
  if (!doc) return null;
  return { doc, content: documentContent(doc, await letterhead(db)) };
}

/** The PDF's file name in the document's language: receipt-2026-0001.pdf, factura-2026-0002.pdf. */
export function documentFileName(doc: Pick<StoredDocument, 'kind' | 'number' | 'language'>): string {
  return `${translate(doc.language, `documents:file.${doc.kind}`)}-${doc.number}.pdf`;
}
