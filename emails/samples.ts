// Sample data for every e-mail template: npm run email:preview renders them, and the unit tests
// render them with business facts missing (tests/unit/email-missing-facts.test.tsx).
import type { TemplatePayloads } from './registry';

type Samples = { [T in keyof TemplatePayloads]?: TemplatePayloads[T] };

/** Sample data for each template (a new template needs its sample here to be previewed). */
export function emailSamples(site: string, now = new Date().toISOString()): Samples {
  const lead = { leadId: '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', name: 'Ana Ruiz', email: 'ana@example.com', phone: '(936) 555-0100', createdAt: now };
  return {
    'lead-confirmation': { leadId: lead.leadId, name: lead.name },
    'lead-notification': { ...lead, subject: 'quote', message: 'Two pallets of St. Augustine for Friday, please.', sourcePage: 'contact', language: 'es' },
    'membership-confirmation': { applicationId: lead.leadId, companyName: 'Ruiz Landscaping' },
    'membership-notification': { applicationId: lead.leadId, leadId: lead.leadId, companyName: 'Ruiz Landscaping', phone: lead.phone, email: lead.email, language: 'es', createdAt: now },
    'membership-decision': { applicationId: lead.leadId, companyName: 'Ruiz Landscaping', decision: 'APPROVED', discountBasisPoints: 1000, hasAccount: true, email: lead.email },
    'account-confirmation': { name: lead.name, url: `${site}/en/auth?confirm=${'0'.repeat(64)}` },
    'password-reset': { name: lead.name, url: `${site}/en/auth?reset=${'0'.repeat(64)}` },
    'email-change': { name: lead.name, url: `${site}/en/auth?changeEmail=${'0'.repeat(64)}` },
    'sign-in-changed': { name: lead.name, change: 'email', newEmail: 'a•••@example.com', resetUrl: `${site}/en/auth?forgot=1` },
    'email-change-requested': { name: lead.name, url: `${site}/en/auth?stopEmailChange=${'0'.repeat(64)}`, newEmail: 'a•••@example.com' },
    'password-dropped': { name: lead.name, url: `${site}/en/auth?forgot=1` },
    'sign-in-link': { name: lead.name, url: `${site}/en/auth?emailLink=${'0'.repeat(64)}&email=ana%40example.com` },
    'order-status': {
      quoteId: lead.leadId,
      name: lead.name,
      status: 'SCHEDULED',
      fulfilment: 'DELIVERY',
      deliveryDate: now.slice(0, 10),
      // Minutes after midnight: 8 AM to noon.
      windowStart: 480,
      windowEnd: 720,
      truck: 'Truck 2',
      reason: null,
      url: `${site}/en/account`,
    },
    'order-moved': {
      quoteId: lead.leadId,
      name: lead.name,
      // Rained out today, moved two days on: cancellable online until 24 hours before.
      fromDate: now.slice(0, 10),
      deliveryDate: new Date(Date.parse(now) + 2 * 86_400_000).toISOString().slice(0, 10),
      windowStart: 480,
      windowEnd: 720,
      reason: null,
      cancelUntil: new Date(Date.parse(now) + 86_400_000).toISOString(),
      url: `${site}/en/account`,
    },
    'quote-link': { quoteId: lead.leadId, name: lead.name, totalCents: 48_725, validUntil: now, url: `${site}/en/account` },
    'quote-saved': {
      quoteId: lead.leadId,
      name: lead.name,
      lines: [
        { productName: 'St. Augustine Raleigh', quantity: 4, unit: 'PALLET', unitPriceCents: 36_900, lineTotalCents: 147_600 },
        { productName: 'Black Hardwood Mulch', quantity: 2, unit: 'CUBIC_YARD', unitPriceCents: 4_500, lineTotalCents: 9_000 },
      ],
      fulfilment: 'DELIVERY',
      zip: '77380',
      requestedDate: now.slice(0, 10),
      subtotalCents: 156_600,
      deliveryFeeCents: 8_500,
      smallOrderFeeCents: 0,
      taxRateBasisPoints: 825,
      taxCents: 13_621,
      totalCents: 178_721,
      validUntil: now,
    },
    'quote-notification': { quoteId: lead.leadId, name: lead.name, email: lead.email, phone: lead.phone, zip: '77380', fulfilment: 'DELIVERY', lineCount: 2, totalCents: 178_721, language: 'es', createdAt: now },
    'order-document': {
      documentId: lead.leadId,
      kind: 'RECEIPT',
      number: `${now.slice(0, 4)}-0001`,
      quoteId: lead.leadId,
      name: lead.name,
      entry: { kind: 'PAYMENT', amountCents: 50_000 },
      totalCents: 178_721,
      // With 3 pallets at $20.00 deposit and one returned: 178,721 + 6,000 − 2,000 − 50,000.
      owedCents: 184_721,
      palletDepositCents: 6_000,
      returnTripFeeCents: 0,
      creditedCents: 2_000,
      paidCents: 50_000,
      balanceCents: 132_721,
      hasAccount: true,
    },
  };
}
