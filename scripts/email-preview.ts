// npm run email:preview: renders every e-mail template (emails/) in English and Spanish, with
// sample data, to HTML files under .data/email-preview/ (plus an index.html linking them all and
// each one's plain-text version), and prints where. Open the index in a browser.
//
// react-email's own preview server (`email dev`) was not used: it is a separate Next.js app that
// installs and builds itself on first run, which this project's machines cannot download.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFiles } from './load-env';

loadEnvFiles();

const { renderTemplate, isTemplateName } = await import('../emails/templates');
type Payloads = import('../emails/registry').TemplatePayloads;

const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const now = new Date().toISOString();
const lead = { leadId: '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', name: 'Ana Ruiz', email: 'ana@example.com', phone: '(936) 555-0100', createdAt: now };

/** Sample data for each template (a new template needs its sample here to be previewed). */
const samples: { [T in keyof Payloads]?: Payloads[T] } = {
  'lead-confirmation': { leadId: lead.leadId, name: lead.name },
  'lead-notification': { ...lead, subject: 'quote', message: 'Two pallets of St. Augustine for Friday, please.', sourcePage: 'contact', language: 'es' },
  'membership-confirmation': { applicationId: lead.leadId, companyName: 'Ruiz Landscaping' },
  'membership-notification': { applicationId: lead.leadId, leadId: lead.leadId, companyName: 'Ruiz Landscaping', phone: lead.phone, email: lead.email, language: 'es', createdAt: now },
  'membership-decision': { applicationId: lead.leadId, companyName: 'Ruiz Landscaping', decision: 'APPROVED', discountBasisPoints: 1000, hasAccount: true, email: lead.email },
  'account-confirmation': { name: lead.name, url: `${site}/en/auth?confirm=${'0'.repeat(64)}` },
  'password-reset': { name: lead.name, url: `${site}/en/auth?reset=${'0'.repeat(64)}` },
  'email-change': { name: lead.name, url: `${site}/en/auth?changeEmail=${'0'.repeat(64)}` },
  'sign-in-changed': { name: lead.name, change: 'email', newEmail: 'a•••@example.com', resetUrl: `${site}/en/auth?forgot=1` },
  'sign-in-link': { name: lead.name, url: `${site}/en/auth?emailLink=${'0'.repeat(64)}&email=ana%40example.com` },
  'order-status': {
    quoteId: lead.leadId,
    name: lead.name,
    status: 'SCHEDULED',
    fulfilment: 'DELIVERY',
    deliveryDate: now.slice(0, 10),
    windowStart: 8,
    windowEnd: 12,
    truck: 'Truck 2',
    reason: null,
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
};

const out = path.resolve(import.meta.dirname, '..', '.data', 'email-preview');
mkdirSync(out, { recursive: true });
const links: string[] = [];
for (const [name, payload] of Object.entries(samples)) {
  if (!isTemplateName(name)) throw new Error(`No such template: ${name}`);
  for (const lang of ['en', 'es'] as const) {
    const email = await renderTemplate(name, lang, payload);
    writeFileSync(path.join(out, `${name}.${lang}.html`), email.html);
    writeFileSync(path.join(out, `${name}.${lang}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
    const escaped = email.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    links.push(`<li><a href="${name}.${lang}.html">${name} (${lang})</a>: ${escaped} · <a href="${name}.${lang}.txt">text</a></li>`);
  }
}
writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>E-mail templates</title><h1>E-mail templates</h1><ul>${links.join('\n')}</ul>\n`);
console.log(`Rendered ${Object.keys(samples).length} templates in English and Spanish to ${out}`);
console.log(`Open ${path.join(out, 'index.html')} in a browser.`);
process.exit(0);
