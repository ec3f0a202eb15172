// The one password policy (OWASP ASVS 2.1; src/domain/password-policy.ts with the server's
// common-password list, src/server/auth/common-passwords.ts): customers at least 8 characters,
// staff and admins 12, up to 128, ~49,000 common passwords refused (also with a few digits or
// symbols around them), the same translated answers for sign-up, reset, /admin and the CLI.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetPasswordInput, signUpInput } from '@/domain/account-rules';
import { MAX_PASSWORD_LENGTH, minPasswordLength, newPasswordProblem, passwordProblem } from '@/domain/password-policy';
import { checkPassword, commonPasswords, isCommonPassword, refuseCommonPassword } from '@/server/auth/common-passwords';
import { staffPasswordProblem } from '@/server/services/account-admin';
import { translate } from '@/server/i18n/translate';

describe('the common-password list', () => {
  it('is the large npm list (tens of thousands) plus ours, all lower-case', () => {
    expect(commonPasswords().size).toBeGreaterThan(45_000);
    for (const entry of commonPasswords()) expect(entry).toBe(entry.toLowerCase());
    for (const notorious of ['123456', 'password', '12345678', 'qwerty', 'iloveyou', 'qwerty123', 'password1', '1q2w3e4r', 'contraseña', 'baseball1', 'starwars']) {
      expect(isCommonPassword(notorious)).toBe(true);
    }
  });

  it('is compared without regard to case, and sees through digits and symbols added around a common word', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Magnolia2026!')).toBe(true);
    expect(isCommonPassword('123sunshine')).toBe(true);
    expect(isCommonPassword('gravel-path-under-the-oak')).toBe(false);
    expect(isCommonPassword('Zebra-horse-99')).toBe(false);
    // Many random digits after a word are not "a few".
    expect(isCommonPassword('sunshine80417362')).toBe(false);
  });

  it('is never imported by code that runs in a browser', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'generated' ? [] : files(path.join(dir, e.name))) : [path.join(dir, e.name)]));
    const importers = [...files(root), ...files(path.resolve(root, '../emails'))].filter((file) => /\.(tsx?|mjs)$/.test(file) && /from '[^']*(common-passwords|@zxcvbn-ts)/.test(readFileSync(file, 'utf8')));
    for (const file of importers) expect(path.relative(root, file)).toMatch(/^server\//);
  });
});

describe('passwordProblem', () => {
  const same = (password: string, role: 'CUSTOMER' | 'STAFF' | 'ADMIN' = 'CUSTOMER') => newPasswordProblem(password, password, role, isCommonPassword)?.key ?? null;

  it('asks customers for 8 characters and staff and admins for 12', () => {
    expect([minPasswordLength('CUSTOMER'), minPasswordLength('STAFF'), minPasswordLength('ADMIN')]).toEqual([8, 12, 12]);
    expect(same('k9#qzw7')).toBe('auth:validation.passwordTooShort');
    expect(same('k9#qzw7p')).toBeNull();
    expect(same('k9#qzw7p-xy', 'STAFF')).toBe('auth:validation.passwordTooShort');
    expect(same('k9#qzw7p-xyz', 'ADMIN')).toBeNull();
    expect(passwordProblem('short', 'STAFF')).toEqual({ key: 'auth:validation.passwordTooShort', values: { min: 12 }, field: 'password' });
    // Characters as people count them: four emoji are four characters, not eight.
    expect(same('🌱🌵🌾🌳')).toBe('auth:validation.passwordTooShort');
  });

  it('accepts up to 128 characters and refuses longer', () => {
    expect(MAX_PASSWORD_LENGTH).toBe(128);
    expect(same('a7-'.repeat(43).slice(0, 128))).toBeNull();
    expect(same('a7-'.repeat(43).slice(0, 129))).toBe('auth:validation.passwordTooLong');
  });

  it('checks a mismatch first, then the length, then the list', () => {
    expect(newPasswordProblem('password', 'passw0rd!')).toMatchObject({ key: 'auth:validation.passwordsMismatch', field: 'confirmPassword' });
    expect(same('12345')).toBe('auth:validation.passwordTooShort');
    expect(same('Qwerty123')).toBe('auth:validation.passwordCommon');
    expect(same('Iloveyou1234', 'ADMIN')).toBe('auth:validation.passwordCommon');
    // Without the list (a browser) only the length is checked.
    expect(newPasswordProblem('Qwerty123', 'Qwerty123')).toBeNull();
  });

  it('says so in both languages, the minimum named', () => {
    expect(translate('en', 'auth:validation.passwordTooShort', { min: 8 })).toBe(
      'Your password needs at least 8 characters. A short phrase of three or four words is easy to remember and hard to guess.',
    );
    expect(translate('es', 'auth:validation.passwordTooShort', { min: 12 })).toBe(
      'Su contraseña necesita al menos 12 caracteres. Una frase corta de tres o cuatro palabras es fácil de recordar y difícil de adivinar.',
    );
    expect(translate('en', 'auth:validation.passwordCommon')).toBe('This password is too common and easy to guess. Please choose another one.');
    expect(translate('es', 'auth:validation.passwordCommon')).toBe('Esta contraseña es demasiado común y fácil de adivinar. Elija otra, por favor.');
    expect(translate('es', 'auth:validation.passwordTooLong')).toBe('La contraseña debe tener como máximo 128 caracteres');
  });
});

describe('where a password is chosen', () => {
  const signUp = (password: string) =>
    signUpInput.superRefine(refuseCommonPassword).safeParse({ name: 'Ana', email: 'ana@example.test', password, confirmPassword: password });
  const reset = (password: string) => resetPasswordInput.superRefine(refuseCommonPassword).safeParse({ token: 'a'.repeat(64), password, confirmPassword: password });
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('sign-up and reset refuse a short, common or too long password on the password field, once', () => {
    for (const parse of [signUp, reset]) {
      expect(issues(parse('letmein123'))).toEqual([['password', 'auth:validation.passwordCommon']]);
      expect(issues(parse('seven77'))).toEqual([['password', 'auth:validation.passwordTooShort']]);
      expect(parse('x'.repeat(129)).error?.issues.map((i) => i.message)).toContain('auth:validation.passwordTooLong');
      expect(parse('mulch-and-sod-on-friday').success).toBe(true);
    }
  });

  it('staff accounts made with npm run user:create get the same rules, in English', () => {
    expect(staffPasswordProblem('k9#qzw7p-xy', 'STAFF')).toBe(
      'Your password needs at least 12 characters. A short phrase of three or four words is easy to remember and hard to guess.',
    );
    expect(staffPasswordProblem('Password123!', 'ADMIN')).toBe('This password is too common and easy to guess. Please choose another one.');
    expect(staffPasswordProblem('a long admin password', 'ADMIN')).toBeNull();
    expect(checkPassword('a long admin password', 'ADMIN')).toBeNull();
  });
});
