import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpInput } from '@/domain/account-rules';
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
    expect(signInErrorMessage('RateLimited:7')).toEqual({ key: 'common:errors.tooManyRequests', values: { minutes: 7, count: 7 } });
    // Anything unexpected reads as the generic refusal.
    expect(signInErrorMessage('Something else')).toEqual({ key: 'auth:signIn.invalid' });
  });
});
