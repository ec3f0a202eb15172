// A confirmation link confirms the address wherever it is opened, but signs in only the browser
// that signed up (issue 24, finding 11: login CSRF). Anyone else who opens it (a victim sent an
// attacker's link) gets a confirmed account and still needs its password to sign in.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createCaller } from '@/server/trpc/root';
import { authorizeSignIn } from '@/server/auth/credentials';
import { db } from './support/db';
import { authLinkIn, emailFor } from './support/mailbox';

/** A browser: the cookies the API set for it, sent back with each call. */
function browser() {
  const jar: Record<string, string> = {};
  const caller = () => {
    const headers: Record<string, string | string[]> = {};
    const res = {
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader(name: string, value: string | string[]) {
        headers[name.toLowerCase()] = value;
        for (const line of name.toLowerCase() === 'set-cookie' ? ([] as string[]).concat(value) : []) {
          const [pair, ...attributes] = line.split(';');
          const [key, ...rest] = pair!.split('=');
          if (attributes.some((a) => /max-age=0$/i.test(a.trim()))) delete jar[key!.trim()];
          else jar[key!.trim()] = rest.join('=');
        }
        return res;
      },
    };
    const req = { headers: {}, cookies: { ...jar } };
    return createCaller({ db, session: null, lang: 'en', ip: `confirm-${randomUUID()}`, req: req as unknown as NextApiRequest, res: res as unknown as NextApiResponse });
  };
  return { caller, jar };
}

async function signUpIn(b: ReturnType<typeof browser>) {
  const email = `confirm-${randomUUID()}@example.test`;
  await b.caller().account.signUp({ name: 'Ana', email, password: 'gravel-path', confirmPassword: 'gravel-path' });
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation' } });
  const token = authLinkIn((await emailFor(row.id))!).searchParams.get('confirm')!;
  return { email, token };
}

describe('confirmation links and sign-in (finding 11)', () => {
  it('confirms in another browser without signing it in; the password still signs in', async () => {
    const attacker = browser();
    const { email, token } = await signUpIn(attacker);
    const victim = browser();
    const result = await victim.caller().account.confirmEmail({ token });
    expect(result.signInToken).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeInstanceOf(Date);
    await expect(authorizeSignIn(db, { email, password: 'gravel-path' }, { ip: `confirm-${randomUUID()}` })).resolves.toMatchObject({ email });
  });

  it('signs in the browser that signed up, once', async () => {
    const visitor = browser();
    const { email, token } = await signUpIn(visitor);
    expect(Object.keys(visitor.jar)).not.toHaveLength(0);
    const { signInToken } = await visitor.caller().account.confirmEmail({ token });
    expect(signInToken).toMatch(/^[0-9a-f]{64}$/);
    await expect(authorizeSignIn(db, { signInToken: signInToken! }, { ip: `confirm-${randomUUID()}` })).resolves.toMatchObject({ email });
  });

  it("does not sign in a browser that signed up another account (its own sign-up stays usable)", async () => {
    const visitor = browser();
    const own = await signUpIn(visitor);
    const other = await signUpIn(browser());
    expect((await visitor.caller().account.confirmEmail({ token: other.token })).signInToken).toBeNull();
    expect((await visitor.caller().account.confirmEmail({ token: own.token })).signInToken).toMatch(/^[0-9a-f]{64}$/);
  });
});
