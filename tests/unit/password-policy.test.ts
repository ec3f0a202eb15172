// The password rules of sign-up and reset (OWASP ASVS 2.1): at least 6 characters (the
// specification), up to 128 accepted, the most common passwords refused with a clear message.
import { describe, expect, it } from 'vitest';
import { isCommonPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordProblem, resetPasswordInput, signUpInput } from '@/domain/account-rules';
import { COMMON_PASSWORDS } from '@/domain/common-passwords';
import { translate } from '@/server/i18n/translate';

const same = (password: string) => newPasswordProblem(password, password);

describe('the common-password list', () => {
  it('holds at least 1,000 distinct lower-case passwords, with the notorious ones', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
    for (const notorious of ['123456', 'password', '12345678', 'qwerty', '123456789', 'iloveyou', 'qwerty123', 'password1', '1q2w3e4r', 'contraseña']) {
      expect(COMMON_PASSWORDS.has(notorious)).toBe(true);
    }
  });

  it('is compared without regard to case', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('ILOVEYOU')).toBe(true);
    expect(isCommonPassword('gravel-path-under-the-oak')).toBe(false);
  });
});

describe('newPasswordProblem', () => {
  it('keeps the minimum of 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(same('k9#qz')).toBe('auth:validation.passwordTooShort');
    expect(same('k9#qzw')).toBeNull();
  });

  it('accepts up to 128 characters and refuses longer', () => {
    expect(MAX_PASSWORD_LENGTH).toBe(128);
    expect(same('a7-'.repeat(43).slice(0, 128))).toBeNull();
    expect(same('a7-'.repeat(43).slice(0, 129))).toBe('auth:validation.passwordTooLong');
  });

  it('refuses a common password, whatever its case, after the length checks', () => {
    expect(same('Qwerty123')).toBe('auth:validation.passwordCommon');
    expect(same('password')).toBe('auth:validation.passwordCommon');
    expect(same('12345')).toBe('auth:validation.passwordTooShort');
    expect(newPasswordProblem('password', 'passw0rd!')).toBe('auth:validation.passwordsMismatch');
  });
});

describe('the server schemas', () => {
  const signUp = (password: string) => signUpInput.safeParse({ name: 'Ana', email: 'ana@example.test', password, confirmPassword: password });
  const reset = (password: string) => resetPasswordInput.safeParse({ token: 'a'.repeat(64), password, confirmPassword: password });

  it('refuse a common or too long password on sign-up and reset, on the password field', () => {
    for (const parse of [signUp, reset]) {
      expect(parse('letmein123').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'auth:validation.passwordCommon']]);
      expect(parse('x'.repeat(129)).error?.issues.map((i) => i.message)).toContain('auth:validation.passwordTooLong');
      expect(parse('mulch-and-sod-on-friday').success).toBe(true);
    }
  });

  it('explain it in both languages', () => {
    expect(translate('en', 'auth:validation.passwordCommon')).toBe('This password is too common and easy to guess. Please choose another one.');
    expect(translate('es', 'auth:validation.passwordCommon')).toBe('Esta contraseña es demasiado común y fácil de adivinar. Elija otra, por favor.');
    expect(translate('en', 'auth:validation.passwordTooLong')).toBe('Password must be at most 128 characters');
    expect(translate('es', 'auth:validation.passwordTooLong')).toBe('La contraseña debe tener como máximo 128 caracteres');
  });
});
