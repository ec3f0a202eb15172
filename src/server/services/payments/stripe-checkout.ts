// A customer pays the deposit or the balance by card through Stripe Checkout (issue 45), from the
// account (own quotes only) or from the e-mailed link. The server decides the amount from the
// ledger (domain/online-payment.ts) and puts the order in the Checkout Session, whose completion
// Stripe's webhook reports (stripe-webhook.ts); nothing is recorded here. Without Stripe's keys
// the offer is off and the customer pays in person.
import type Stripe from 'stripe';
import type { Db } from '@/server/db/client';
import { env } from '@/config/env.mjs';
import { checkoutMetadata, onlinePaymentDue, type OnlinePaymentDue } from '@/domain/online-payment';
import { formatIsoDate } from '@/lib/format-local';
import { isLang, type Lang } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n/translate';
import { log } from '@/server/log';
import { quoteLinkUrl } from '../quote-links';
import { quoteForCaller, type QuoteAccess } from '../quote-access';
import { loadPaymentRules } from './payment-settings';
import { readLedger } from './order-ledger';

/** How long a Checkout page stays open (Stripe allows 30 minutes to a day): an amount computed now is not paid days later. */
const CHECKOUT_MINUTES = 60;

/** The order of a quote this caller may see (quote-access.ts). */
async function ownOrder(db: Db, access: QuoteAccess, quoteId: string, now: Date) {
  const quote = await quoteForCaller(db, access, quoteId, { id: true, language: true, contactEmail: true, user: { select: { email: true } }, order: { select: { id: true } } }, now);
  if (!quote.order) throw new AppError('BAD_REQUEST', 'orders:errors.noOrder');
  const lang: Lang = isLang(quote.language) ? quote.language : 'en';
  return { quoteId: quote.id, orderId: quote.order.id, lang, email: quote.user?.email ?? quote.contactEmail };
}

/** What the order owes online now, from its ledger under the owner's rules. */
async function dueNow(db: Db, orderId: string) {
  const { money, summary } = await readLedger(db, orderId, await loadPaymentRules(db));
  return { due: onlinePaymentDue(summary, money.cancelled), deliveryDate: money.deliveryDate };
}

export interface CardPaymentOffer {
  /** Stripe is configured: the page may offer "Pay by card". False: it says how to pay in person. */
  available: boolean;
  /** What "Pay by card" would charge now (null: nothing due online, or not available). */
  due: OnlinePaymentDue | null;
}

/** Whether the customer may pay this order by card online now, and how much that would be. */
export async function cardPaymentOffer(db: Db, access: QuoteAccess, quoteId: string, stripe: Stripe | null, now = new Date()): Promise<CardPaymentOffer> {
  const order = await ownOrder(db, access, quoteId, now);
  if (!stripe) return { available: false, due: null };
  return { available: true, due: (await dueNow(db, order.orderId)).due };
}

/** Where Stripe sends the customer back: the quote's page in the account, or the link's page, in the order's language. */
function returnUrl(access: QuoteAccess, quoteId: string, lang: Lang, payment: 'paid' | 'cancelled') {
  if (access.kind === 'link') return `${quoteLinkUrl(lang, quoteId, access.token)}&payment=${payment}`;
  return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(lang, 'accountQuote', { quote: quoteId })}?payment=${payment}`;
}

/**
 * Opens a Checkout Session for what is due now (the deposit still due, else the balance) and
 * returns its address. Refused, in the caller's language, when Stripe is not configured, nothing
 * is due, or Stripe cannot be reached.
 */
export async function startCardPayment(db: Db, access: QuoteAccess, quoteId: string, stripe: Stripe | null, now = new Date()): Promise<{ url: string }> {
  const order = await ownOrder(db, access, quoteId, now);
  if (!stripe) throw new AppError('BAD_REQUEST', 'orders:online.errors.notConfigured');
  const { due, deliveryDate } = await dueNow(db, order.orderId);
  if (!due) throw new AppError('BAD_REQUEST', 'orders:online.errors.nothingDue');
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: due.amountCents,
          product_data: { name: translate(order.lang, `orders:online.line.${due.purpose}`, { date: formatIsoDate(deliveryDate, order.lang) }) },
        },
      },
    ],
    client_reference_id: order.orderId,
    metadata: checkoutMetadata(order.orderId, due.purpose),
    payment_intent_data: { metadata: checkoutMetadata(order.orderId, due.purpose) },
    locale: order.lang,
    success_url: returnUrl(access, order.quoteId, order.lang, 'paid'),
    cancel_url: returnUrl(access, order.quoteId, order.lang, 'cancelled'),
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
    ...(order.email ? { customer_email: order.email } : {}),
  };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(params);
  } catch (error) {
    log.error('Stripe Checkout: no session for order', order.orderId, error instanceof Error ? error.message : error);
    throw new AppError('SERVICE_UNAVAILABLE', 'orders:online.errors.unavailable');
  }
  if (!session.url) {
    log.error('Stripe Checkout: session without a URL for order', order.orderId, session.id);
    throw new AppError('SERVICE_UNAVAILABLE', 'orders:online.errors.unavailable');
  }
  return { url: session.url };
}
