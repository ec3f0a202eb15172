// Who must use two-step verification, what counts as a typed code, and the storage of secrets
// (AES-256-GCM bound to the user) and recovery codes (keyed HMAC).
import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, mayDisableTwoFactor, parseSecondFactorCode, requiresTwoFactor } from '@/domain/two-factor';
import { deriveTwoFactorKeys, hashRecoveryCode, openSecret, sealSecret } from '@/server/auth/totp-keys';

describe('who uses two-step verification', () => {
  it.each([
    ['CUSTOMER', false, true],
    ['STAFF', true, false],
    ['ADMIN', true, false],
  ] as const)('%s: required %s, may turn it off %s', (role, required, mayDisable) => {
    expect(requiresTwoFactor(role)).toBe(required);
    expect(mayDisableTwoFactor(role)).toBe(mayDisable);
  });
});

describe('a typed code', () => {
  it.each([
    ['123456', { kind: 'totp', value: '123456' }],
    [' 123 456 ', { kind: 'totp', value: '123456' }],
    ['123-456', { kind: 'totp', value: '123456' }],
    ['abcde-fgh23', { kind: 'recovery', value: 'abcdefgh23' }],
    ['ABCDE FGH23', { kind: 'recovery', value: 'abcdefgh23' }],
    ['2345623456', { kind: 'recovery', value: '2345623456' }],
    ['12345', null],
    ['1234567', null],
    ['abcde-fgh1', null],
    ['abcde-fgh01', null],
    ['', null],
    ['<script>', null],
  ] as const)('%j', (typed, expected) => {
    expect(parseSecondFactorCode(typed)).toEqual(expected);
  });

  it('shows recovery codes in two groups of five', () => {
    expect(formatRecoveryCode('abcdefgh23')).toBe('abcde-fgh23');
  });
});

describe('secrets at rest', () => {
  const keys = deriveTwoFactorKeys('a-configured-secret-of-at-least-32-characters');
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('are encrypted with a fresh IV each time and decrypt for the same user only', () => {
    const a = sealSecret(secret, 'user-1', keys.encryption);
    const b = sealSecret(secret, 'user-1', keys.encryption);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(openSecret(a, 'user-1', keys.encryption)).toBe(secret);
    // Copied onto another account, it does not open.
    expect(() => openSecret(a, 'user-2', keys.encryption)).toThrow();
  });

  it('do not open with another key, altered, or in an unknown format', () => {
    const sealed = sealSecret(secret, 'user-1', keys.encryption);
    const otherKeys = deriveTwoFactorKeys('another-configured-secret-of-32-characters!!');
    expect(() => openSecret(sealed, 'user-1', otherKeys.encryption)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => openSecret(`v1.${raw.toString('base64url')}`, 'user-1', keys.encryption)).toThrow();
    expect(() => openSecret('v2.abc', 'user-1', keys.encryption)).toThrow();
    expect(() => openSecret('v1.AAAA', 'user-1', keys.encryption)).toThrow();
  });

  it('derive separate keys for encryption and recovery codes', () => {
    expect(keys.encryption).toHaveLength(32);
    expect(keys.recovery).toHaveLength(32);
    expect(keys.encryption.equals(keys.recovery)).toBe(false);
  });
});

describe('recovery codes at rest', () => {
  it('are a keyed HMAC: the same code gives the same hash under one key only', () => {
    const a = deriveTwoFactorKeys('a-configured-secret-of-at-least-32-characters');
    const b = deriveTwoFactorKeys('another-configured-secret-of-32-characters!!');
    expect(hashRecoveryCode('abcdefgh23', a.recovery)).toBe(hashRecoveryCode('abcdefgh23', a.recovery));
    expect(hashRecoveryCode('abcdefgh23', a.recovery)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('abcdefgh23', a.recovery)).not.toBe(hashRecoveryCode('abcdefgh23', b.recovery));
    expect(hashRecoveryCode('abcdefgh23', a.recovery)).not.toBe(hashRecoveryCode('abcdefgh24', a.recovery));
  });
});
