// Every e-mail the site sends, by template name. Each template renders subject, HTML and plain
// text in the language stored with the outbox row. The renderers themselves are in
// ./templates.ts (kept apart so template files can import these types without a cycle; for the
// same reason every payload type is declared here, none in a template).
import type { Lang } from '@/i18n/languages';
import type { OrderStatus } from '@/domain/order-states';
import type { Fulfilment } from '@/domain/pricing';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes, e.g. the visitor's address on a notification to the business. */
  replyTo?: string;
}

/** What a lead looked like when it was stored (a notification shows every field). */
export interface LeadSnapshot {
  leadId: string;
  name: string;
  email: string;
  phone: string | null;
  /** A contact subject code (quote, delivery, …) or free text. */
  subject: string | null;
  message: string;
  sourcePage: string;
  /** The visitor's language (the notification itself is in the staff's); absent on rows stored before it was kept. */
  language?: Lang;
  /** ISO timestamp. */
  createdAt: string;
}

export interface ApplicationSnapshot {
  applicationId: string;
  leadId: string;
  companyName: string;
  phone: string;
  email: string;
  /** The applicant's language (the notification itself is in the staff's); absent on rows stored before it was kept. */
  language?: Lang;
  /** ISO timestamp. */
  createdAt: string;
}

/** Staff's decision on a member-pricing application, e-mailed to the applicant (issue "Member pricing that pays off"). */
export interface MembershipDecisionPayload {
  applicationId: string;
  companyName: string;
  decision: 'APPROVED' | 'DECLINED' | 'REVOKED';
  /** The tier's discount on approval (10% = 1000). */
  discountBasisPoints: number | null;
  /** Whether an account with the application's e-mail existed when the decision was made. */
  hasAccount: boolean;
  email: string;
}

/** What an order e-mail row stores. */
export interface OrderEmail {
  quoteId: string;
  name: string | null;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** YYYY-MM-DD */
  deliveryDate: string;
  windowStart: number | null;
  windowEnd: number | null;
  truck: string;
  reason: string | null;
  /** The link to the quote and its order, added when sent (none once cancelled). */
  url?: string | null;
  /** Issue 46: what the driver reported, on the "delivered" and "could not deliver" e-mails. */
  delivery?: DeliveryReport;
  /** On the "accepted" e-mail: the deposit due now, before the delivery is scheduled (cents). */
  depositDueCents?: number;
}

/**
 * What the driver reported at the site (issue 46): a delivery's photo (attached as a JPEG when
 * sent, src/server/email/delivery-photo.ts) and who received it, or why it could not be made and
 * the return-trip fee it added (the order is back to ACCEPTED for staff to reschedule).
 */
export type DeliveryReport =
  | { outcome: 'DELIVERED'; photo: { id: string; width: number } | null; receivedBy: string; leftOnSite: boolean }
  | { outcome: 'NOT_DELIVERED'; reason: 'SITE_BLOCKED' | 'NOBODY_THERE' | 'REFUSED'; feeCents: number };

/** Issue 46: a delivery staff moved to another date (the rain day), with the link to the order (added when sent). */
export interface OrderMovedEmail {
  quoteId: string;
  name: string | null;
  /** YYYY-MM-DD: the date it was for, and the new one. */
  fromDate: string;
  deliveryDate: string;
  /** The time window, kept; null before the order was scheduled. */
  windowStart: number | null;
  windowEnd: number | null;
  /** Staff's reason in their words; null: rain (told in the customer's language). */
  reason: string | null;
  /** ISO instant: the last moment to cancel online under the usual rule; null: already within it. */
  cancelUntil: string | null;
  url?: string | null;
}

/** A quote staff made for a caller, with its link (added when sent). */
export interface QuoteLinkEmail {
  quoteId: string;
  name: string;
  totalCents: number;
  /** ISO timestamp. */
  validUntil: string;
  url?: string | null;
}

/** A saved quote's lines and figures as the customer's copy tells them (named as the quote's columns). */
export interface QuoteFigures {
  lines: { productName: string; quantity: number; unit: string; lineTotalCents: number; unitPriceCents: number }[];
  fulfilment: Fulfilment;
  zip: string | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  smallOrderFeeCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
}

/** What the row stores: the quote's figures as saved (the e-mail never re-reads prices). */
export interface QuoteSavedEmail extends QuoteFigures {
  quoteId: string;
  name: string | null;
  /** YYYY-MM-DD */
  requestedDate: string | null;
  /** ISO timestamp. */
  validUntil: string;
}

/** The staff's notice of a quote a customer saved. */
export interface QuoteNotification {
  quoteId: string;
  name: string | null;
  email: string;
  /** The phone the customer last gave us (an order or a member application); null if none yet. */
  phone: string | null;
  zip: string | null;
  fulfilment: Fulfilment;
  lineCount: number;
  totalCents: number;
  /** The customer asked for installation: staff call with its price (older rows lack it). */
  installation?: boolean;
  /** The quote's language (the notification itself is in the staff's). */
  language: Lang;
  /** ISO timestamp. */
  createdAt: string;
}

/** Issue 45: a numbered receipt or invoice; its PDF is drawn from the document row and attached when sent. */
export interface OrderDocumentEmail {
  documentId: string;
  kind: 'RECEIPT' | 'INVOICE';
  /** 2026-0001 */
  number: string;
  quoteId: string;
  name: string | null;
  /** A receipt's ledger row: a payment received or a refund given. */
  entry: { kind: 'PAYMENT' | 'REFUND'; amountCents: number } | null;
  /** The order's total, what was paid net of refunds and the balance, right after the document's event. */
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  /**
   * What makes the balance besides the total and the payments, so the e-mail's figures add up:
   * what the order owes in all, the pallet deposit, return-trip fees and pallets credited back
   * (absent on e-mails queued before they were sent).
   */
  owedCents?: number;
  palletDepositCents?: number;
  returnTripFeeCents?: number;
  creditedCents?: number;
  /** Whether the quote belongs to an account (where the PDFs can be downloaded again). */
  hasAccount: boolean;
}

/** The data each template needs (stored as the outbox row's payload). */
export interface TemplatePayloads {
  'lead-confirmation': { leadId: string; name: string };
  'lead-notification': LeadSnapshot;
  'membership-confirmation': { applicationId: string; companyName: string };
  'membership-notification': ApplicationSnapshot;
  'membership-decision': MembershipDecisionPayload;
  'account-confirmation': { name: string | null; url: string };
  'password-reset': { name: string | null; url: string };
  /** Issue 22: an order's new state (the link to the quote is added when it is sent). */
  'order-status': OrderEmail;
  'email-change': { name: string | null; url: string };
  /** Issue 42: to the current address when a change is asked for, with the link that stops it. */
  'email-change-requested': { name: string | null; url: string; newEmail: string };
  /** Issue 42: a sign-in link completed an unconfirmed sign-up, whose password was removed. */
  'password-dropped': { name: string | null; url: string };
  'sign-in-changed': SignInChangeNotice;
  /** Issue 22: a quote staff made for a caller, with its link (added when sent). */
  'quote-link': QuoteLinkEmail;
  'sign-in-link': { name: string | null; url: string };
  /** Issue 25: the customer's copy of a quote they saved, and the staff's notice of it. */
  'quote-saved': QuoteSavedEmail;
  'quote-notification': QuoteNotification;
  /** Issue 45: a receipt or an invoice, with its PDF. */
  'order-document': OrderDocumentEmail;
  /** Issue 46: a delivery moved to another date (the rain day). */
  'order-moved': OrderMovedEmail;
}

/** What changed in how an account signs in (src/server/email/sign-in-notices.ts). */
export type SignInChange = 'password' | 'passwordReset' | 'email' | 'twoFactorOn' | 'twoFactorOff';

export interface SignInChangeNotice {
  name: string | null;
  change: SignInChange;
  /** An e-mail change: the new address, partly hidden (a•••@example.com). */
  newEmail?: string;
  /** Where to ask for a password reset if it was not them. */
  resetUrl: string;
}

export type TemplateName = keyof TemplatePayloads;

export type TemplateRenderer<T extends TemplateName> = (lang: Lang, payload: TemplatePayloads[T]) => Promise<RenderedEmail>;
