import { describe, expect, it } from 'vitest';
import { isExpiredSignUp, signInErrorMessage, signUpInput, UNCONFIRMED_SIGNUP_LIFETIME_MS } from '@/domain/account-rules';
import { newPasswordProblem } from '@/domain/password-policy';

describe('newPasswordProblem', () => {
  it('reports a mismatch before a short password', () => {
    expect(newPasswordProblem('abc', 'abd')?.key).toBe('auth:validation.passwordsMismatch');
    expect(newPasswordProblem('abc', 'abc')?.key).toBe('auth:validation.passwordTooShort');
    expect(newPasswordProblem('gravel-path', 'gravel-path')).toBeNull();
  });
});

describe('signUpInput', () => {
  it('requires a name and a valid e-mail', () => {
    const result = signUpInput.safeParse({ name: ' ', email: 'not-an-email', password: 'gravel-path', confirmPassword: 'gravel-path' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['auth:validation.nameRequired', 'auth:validation.emailInvalid']);
  });
});

describe('signInErrorMessage', () => {
  it('maps the sign-in error codes to messages', () => {
    expect(signInErrorMessage('CredentialsSignin')).toEqual({ key: 'auth:signIn.invalid' });
    expect(signInErrorMessage('EmailNotConfirmed')).toEqual({ key: 'auth:signIn.notConfirmed' });
    expect(signInErrorMessage('SignUpExpired')).toEqual({ key: 'auth:signIn.signUpExpired' });
    expect(signInErrorMessage('RateLimited:7')).toEqual({ key: 'common:errors.tooManyRequests', values: { minutes: 7, count: 7 } });
    // Anything unexpected reads as the generic refusal.
    expect(signInErrorMessage('Something else')).toEqual({ key: 'auth:signIn.invalid' });
  });
});

describe('isExpiredSignUp', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('expires an unconfirmed sign-up a week after it was made, never a confirmed account', () => {
    const week = UNCONFIRMED_SIGNUP_LIFETIME_MS;
    expect(week).toBe(7 * 24 * 60 * 60 * 1000);
    expect(isExpiredSignUp({ emailVerified: null, createdAt: ago(week - 1000) }, now)).toBe(false);
    expect(isExpiredSignUp({ emailVerified: null, createdAt: ago(week) }, now)).toBe(true);
    expect(isExpiredSignUp({ emailVerified: ago(week), createdAt: ago(10 * week) }, now)).toBe(false);
  });
});
