// E-mails never print a business fact that is not set (issue 42, finding 8): with no phone, no
// e-mail and no street address in the business settings, no template in either language says
// "call us at ." or leaves an empty line where the fact would be; with them set, they are shown.
import { afterAll, describe, expect, it } from 'vitest';
import { businessFacts, seededRow } from '@/domain/business-facts';
import { parseEnv } from '@/config/env.mjs';
import { setEmailBusinessFacts } from '@emails/business-facts';
import { emailSamples } from '@emails/samples';
import { renderTemplate } from '@emails/templates';
import type { TemplatePayloads } from '@emails/registry';

const row = seededRow(parseEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'x'.repeat(40) }));
const SITE = 'https://www.example.org';
const bare = businessFacts({ ...row, name: 'Garza Sod', phone: null, email: null, street: null, postalCode: null }, { production: true, siteUrl: SITE });
const full = businessFacts({ ...row, name: 'Garza Sod', phone: '(936) 555-0177', email: 'office@garzasod.com', street: '101 Yard Rd', postalCode: '77354' }, { production: true, siteUrl: SITE });
afterAll(() => setEmailBusinessFacts(full));

const samples = emailSamples(SITE, '2026-12-01T15:00:00.000Z');
/** Every sample, with the order e-mail in each of its states (the open ones say how to cancel). */
const cases: [string, unknown][] = [
  ...Object.entries(samples).filter(([name]) => name !== 'order-status'),
  ...(['ACCEPTED', 'SCHEDULED', 'CANCELLED'] as const).map((status): [string, TemplatePayloads['order-status']] => ['order-status', { ...samples['order-status']!, status }]),
  // A delivery that could not be made says we will call, and no number to call when none is set (issue 46).
  ['order-status', { ...samples['order-status']!, status: 'ACCEPTED', delivery: { outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', feeCents: 0 } }],
  ['sign-in-changed', { ...samples['sign-in-changed']!, change: 'password' }],
  ['membership-decision', { ...samples['membership-decision']!, decision: 'DECLINED' }],
];

/** What an empty fact leaves behind: "at ." / "al ." / "Call ." / an empty phone, or two separators in a row. */
const EMPTY_FACT = /\b(at|al|Call|llámenos al|Llame al)\s*[.:,)]|\(\s*\)|·\s*$|^\s*·|\{\{|\bnull\b|\bundefined\b/im;

describe('e-mails with business facts not set', () => {
  it.each(cases.flatMap(([name, payload]) => (['en', 'es'] as const).map((lang) => [name, lang, payload] as const)))('%s (%s) leaves them out', async (name, lang, payload) => {
    setEmailBusinessFacts(bare);
    const email = await renderTemplate(name, lang, payload);
    expect(email.text).not.toMatch(EMPTY_FACT);
    expect(email.subject).not.toMatch(EMPTY_FACT);
    // No empty line in the footer where the street, phone or e-mail would be.
    expect(email.html).not.toMatch(/<br\s*\/?>\s*(<!-- -->)?\s*<br\s*\/?>/);
    expect(email.html).not.toMatch(/<br\s*\/?>\s*(<!-- -->)?\s*<\/p>/);
  });

  it.each(['en', 'es'] as const)('shows the phone, e-mail and street when set (%s)', async (lang) => {
    setEmailBusinessFacts(full);
    const email = await renderTemplate('order-status', lang, { ...samples['order-status']!, status: 'ACCEPTED' });
    expect(email.text).toContain('(936) 555-0177');
    expect(email.text).toContain('office@garzasod.com');
    expect(email.text).toContain('101 Yard Rd');
  });
});
