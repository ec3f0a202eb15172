import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '@/domain/return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/en/quote', '/en/quote'],
    ['/es/cotizar?x=1#top', '/es/cotizar?x=1#top'],
    ['/', '/'],
    ['/en/../es/pasto', '/es/pasto'],
  ])('accepts the site path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/en',
    'http://evil.example',
    '//evil.example/en',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /en/quote',
    'javascript:alert(1)',
    'en/quote',
    '',
    `/${'a'.repeat(3000)}`,
  ])('ignores the off-site or malformed address %j', (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it('ignores anything that is not one string', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/en/quote'])).toBeNull();
    expect(safeReturnTo(42)).toBeNull();
  });
});
