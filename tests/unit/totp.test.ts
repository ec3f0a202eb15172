// HOTP and TOTP against the test vectors of RFC 4226 (appendix D) and RFC 6238 (appendix B),
// base32 against RFC 4648 (section 10), the ±1-step window, replay refusal and the otpauth URI.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateSecret, hotp, matchTotp, otpauthUri, timeStep, totp, type OtpAlgorithm } from '@/server/auth/totp';

const ascii = (s: string) => Buffer.from(s, 'ascii');
const SHA1_KEY = ascii('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotp(SHA1_KEY, counter)).toBe(code);
  });

  it('refuses a negative or fractional counter', () => {
    expect(() => hotp(SHA1_KEY, -1)).toThrow(RangeError);
    expect(() => hotp(SHA1_KEY, 1.5)).toThrow(RangeError);
  });
});

describe('TOTP (RFC 6238 appendix B, 8 digits, 30 s)', () => {
  const keys: Record<OtpAlgorithm, Buffer> = {
    sha1: SHA1_KEY,
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(keys.sha1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totp(keys.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(keys.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('uses SHA-1, 6 digits and 30 s steps by default (the last 6 digits of the 8-digit code)', () => {
    expect(totp(SHA1_KEY, 59_000)).toBe('287082');
    expect(timeStep(59_000)).toBe(1);
    expect(timeStep(60_000)).toBe(2);
  });
});

describe('checking a TOTP code', () => {
  const key = base32Decode(generateSecret());
  const now = 1_800_000_000_000 + 12_345;
  const step = timeStep(now);
  const at = (offsetSteps: number) => totp(key, now + offsetSteps * 30_000);

  it.each([
    ['the current code', 0, step],
    ['the previous step (slow typing, a clock behind)', -1, step - 1],
    ['the next step (a clock ahead)', 1, step + 1],
    ['two steps ago', -2, null],
    ['two steps ahead', 2, null],
  ] as const)('%s', (_, offset, expected) => {
    expect(matchTotp(key, at(offset), now)).toBe(expected);
  });

  it('refuses a step at or before the last one accepted (no replay)', () => {
    expect(matchTotp(key, at(0), now, { afterStep: step - 1 })).toBe(step);
    expect(matchTotp(key, at(0), now, { afterStep: step })).toBeNull();
    expect(matchTotp(key, at(-1), now, { afterStep: step })).toBeNull();
    expect(matchTotp(key, at(1), now, { afterStep: step })).toBe(step + 1);
  });

  it.each(['', '12345', '1234567', '12a456', ' 123456', '１２３４５６'])('refuses %j without a match', (code) => {
    expect(matchTotp(key, code, now)).toBeNull();
  });

  it('refuses the code of another secret', () => {
    const other = base32Decode(generateSecret());
    expect(matchTotp(other, at(0), now)).toBeNull();
  });
});

describe('base32 (RFC 4648 section 10, without padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %j', (plain, encoded) => {
    expect(base32Encode(ascii(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString('ascii')).toBe(plain);
  });

  it('reads keys as people type them (lower case, spaces, dashes, padding) and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb-oi======').toString('ascii')).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('makes 20-byte secrets (32 characters), different each time', () => {
    const a = generateSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(generateSecret()).not.toBe(a);
  });
});

describe('the otpauth URI', () => {
  it('names the issuer and the account, with the secret and the parameters apps assume', () => {
    expect(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Magnolia Sod & Stone', account: 'owner@example.com' })).toBe(
      'otpauth://totp/Magnolia%20Sod%20%26%20Stone:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Magnolia%20Sod%20%26%20Stone&algorithm=SHA1&digits=6&period=30',
    );
  });
});
