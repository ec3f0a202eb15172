// Sign-in throttling that an attacker cannot turn against the owner (issue 24, finding 5): wrong
// passwords are limited per account-and-address pair (growing windows) and per address, so
// guesses from one place do not lock the owner out elsewhere; a successful sign-in is never
// counted; and when guesses from many places reach the account-wide limit, the right password
// with a valid second-step code still signs in.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizeSignIn } from '@/server/auth/credentials';
import { hashPassword } from '@/server/auth/password';
import { SIGN_IN_LIMITS } from '@/server/auth/rate-limits';
import { db } from './support/db';
import { codeFor, enrollTwoFactor } from './support/two-factor';

const PASSWORD = 'owner-password-9';

async function account() {
  return db.user.create({
    data: { email: `throttle-${randomUUID()}@example.test`, name: 'Owner', passwordHash: await hashPassword(PASSWORD), emailVerified: new Date() },
    select: { id: true, email: true },
  });
}

const address = () => ({ ip: `throttle-${randomUUID()}` });

async function attempt(email: string, password: string, from: { ip: string }, code?: string): Promise<string> {
  try {
    return (await authorizeSignIn(db, { email, password, code }, from)) ? 'signed-in' : 'wrong';
  } catch (error) {
    return (error as Error).message.split(':')[0]!;
  }
}

describe('sign-in throttling (finding 5)', () => {
  it("stops an attacker's guesses from one address without locking the owner out", async () => {
    const owner = await account();
    const attacker = address();
    const answers: string[] = [];
    for (let i = 0; i < 15; i++) answers.push(await attempt(owner.email, `guess-${i}`, attacker));
    expect(answers.slice(0, SIGN_IN_LIMITS.perPair)).toEqual(Array(SIGN_IN_LIMITS.perPair).fill('wrong'));
    expect(answers.slice(SIGN_IN_LIMITS.perPair)).toEqual(Array(15 - SIGN_IN_LIMITS.perPair).fill('RateLimited'));
    // Even the right password from the attacker's address waits.
    expect(await attempt(owner.email, PASSWORD, attacker)).toBe('RateLimited');
    // The owner, elsewhere, signs in.
    expect(await attempt(owner.email, PASSWORD, address())).toBe('signed-in');
  });

  it('never counts a successful sign-in', async () => {
    const owner = await account();
    const home = address();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 5; i++) expect(await attempt(owner.email, PASSWORD, home), `sign-in ${i + 1}`).toBe('signed-in');
  });

  it('lets the right password with a valid second-step code in when guesses from many addresses locked the account', async () => {
    const owner = await account();
    const secret = await enrollTwoFactor(owner.id);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await attempt(owner.email, `guess-${i}`, address());
    expect(await attempt(owner.email, 'one-more-guess', address())).toBe('RateLimited');
    const owners = address();
    expect(await attempt(owner.email, PASSWORD, owners)).toBe('TwoFactorRequired');
    expect(await attempt(owner.email, PASSWORD, owners, codeFor(secret))).toBe('signed-in');
  });
});
