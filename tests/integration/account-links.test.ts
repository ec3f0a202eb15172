// Account links at rest and reset timing (issue 24, findings 3 and 4). The outbox never holds a
// usable confirmation or reset link: a row keeps only what is needed to write the e-mail, and the
// worker issues the token (stored hashed) when it sends, so a copy resent from the back office
// gets a fresh link. A reset request does the same work whether or not the address has an
// account (one outbox row, no look-up); the worker finds out, and sends nothing to an address
// without one.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { authLinkIn, deliver, emailFor } from './support/mailbox';

const uniqueEmail = () => `links-${randomUUID()}@example.test`;
/** A 64-hex token, or a link query carrying one. */
const TOKEN = /[0-9a-f]{64}|(confirm|reset)=[^&"\s]/;

async function newestRow(to: string, template: string) {
  return db.emailOutbox.findFirstOrThrow({ where: { to, template }, orderBy: { createdAt: 'desc' } });
}

describe('account links are never stored usable (finding 3)', () => {
  it('queues a confirmation without its link, sends a working one, and keeps none once sent', async () => {
    const email = uniqueEmail();
    await callerAs(null, { lang: 'es' }).account.signUp({ name: 'Lía', email, password: 'gravel-path', confirmPassword: 'gravel-path', returnTo: '/es/cotizar' });
    const queued = await newestRow(email, 'account-confirmation');
    expect(JSON.stringify(queued.payload)).not.toMatch(TOKEN);

    const sent = (await emailFor(queued.id))!;
    const link = authLinkIn(sent);
    expect(link.pathname).toBe('/es/auth');
    expect(link.searchParams.get('returnTo')).toBe('/es/cotizar');
    expect(sent.text).toContain('Lía');
    const after = await db.emailOutbox.findUniqueOrThrow({ where: { id: queued.id } });
    expect(after.status).toBe('SENT');
    expect(JSON.stringify(after.payload)).not.toMatch(TOKEN);
    expect(JSON.stringify(after.payload)).not.toContain(link.searchParams.get('confirm')!);

    await expect(callerAs(null).account.confirmEmail({ token: link.searchParams.get('confirm')! })).resolves.toHaveProperty('signInToken');
  });

  it('gives a message resent from the back office a fresh link, and the old one stops working', async () => {
    const customer = await createUser('CUSTOMER');
    await callerAs(null, { ip: `links-${randomUUID()}` }).account.requestPasswordReset({ email: customer.email });
    const row = await newestRow(customer.email, 'password-reset');
    expect(JSON.stringify(row.payload)).not.toMatch(TOKEN);
    const first = authLinkIn((await emailFor(row.id))!).searchParams.get('reset')!;

    const staff = callerAs(await createUser('STAFF'));
    const shown = await staff.admin.outbox.get({ id: row.id });
    expect(JSON.stringify(shown)).not.toContain(first);
    expect(shown.rendered?.text).toContain('/auth?reset=');

    const copy = await staff.admin.outbox.resend({ id: row.id });
    const copied = await db.emailOutbox.findUniqueOrThrow({ where: { id: copy.id } });
    expect(JSON.stringify(copied.payload)).not.toMatch(TOKEN);
    const second = authLinkIn((await emailFor(copy.id))!).searchParams.get('reset')!;
    expect(second).not.toBe(first);

    const reset = (token: string) => callerAs(null, { ip: `links-${randomUUID()}` }).account.resetPassword({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    await expect(reset(first)).rejects.toThrow();
    await expect(reset(second)).resolves.toHaveProperty('signInToken');
  });
});

describe('a reset request does the same work for any address (finding 4)', () => {
  it('queues the same row with no account look-up; only a real account gets an e-mail', async () => {
    const customer = await createUser('CUSTOMER');
    const unknown = uniqueEmail();
    const tokensBefore = await db.verificationToken.count();
    const caller = callerAs(null, { lang: 'es', ip: `links-${randomUUID()}` });
    const known = await caller.account.requestPasswordReset({ email: customer.email });
    const missing = await caller.account.requestPasswordReset({ email: unknown });
    expect(missing).toEqual(known);
    // Nothing was decided in the request: no token yet, one row each, alike but for the address.
    expect(await db.verificationToken.count()).toBe(tokensBefore);
    const knownRow = await newestRow(customer.email, 'password-reset');
    const missingRow = await newestRow(unknown, 'password-reset');
    expect(missingRow.payload).toEqual(knownRow.payload);
    expect([missingRow.status, missingRow.language]).toEqual([knownRow.status, knownRow.language]);

    const sent = await deliver([knownRow.id, missingRow.id]);
    expect(sent.map((email) => email.to)).toEqual([customer.email]);
    expect(await db.emailOutbox.count({ where: { to: unknown } })).toBe(0);
  });

  it('answers as fast for an account as for an unknown address', async () => {
    const customers = await Promise.all(Array.from({ length: 24 }, () => createUser('CUSTOMER')));
    const time = async (email: string) => {
      const started = performance.now();
      await callerAs(null, { ip: `links-${randomUUID()}` }).account.requestPasswordReset({ email });
      return performance.now() - started;
    };
    const known: number[] = [];
    const missing: number[] = [];
    await time(uniqueEmail()); // the first call of the file pays for loading code, not for the address
    // Interleaved, so a slow moment of the machine hits both.
    for (const customer of customers) {
      known.push(await time(customer.email));
      missing.push(await time(uniqueEmail()));
    }
    // The lower quartile of each: the other test files running at the same time only ever add
    // time to a request, so the quicker answers show each kind's own cost (a look-up or a hash
    // done only for a real account would be in every one of them).
    const lowerQuartile = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 4)]!;
    expect(lowerQuartile(known) / lowerQuartile(missing)).toBeLessThan(1.5);
  });
});
