import { describe, expect, it } from 'vitest';
import { authRedirect, isReadableCallbackUrl, returnToFromQuery, safeReturnTo } from '@/domain/return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/en/quote', '/en/quote'],
    ['/es/cotizar?x=1#top', '/es/cotizar?x=1#top'],
    ['/', '/'],
    ['/en/../es/pasto', '/es/pasto'],
    ['/en/quote?q=a%20b', '/en/quote?q=a%20b'],
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
    // Paths that only become another origin once normalised or decoded (issue 24, finding 1).
    '/..//evil.example/login',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/..%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/en%0d%0aSet-Cookie:x=1',
    '/%252F%252Fevil.example',
    '/%E0%A4%A',
  ])('ignores the off-site or malformed address %j', (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it('ignores anything that is not one string', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/en/quote'])).toBeNull();
    expect(safeReturnTo(42)).toBeNull();
  });
});

describe('returnToFromQuery (every page that renders a return link)', () => {
  it('takes the first safe value of ?returnTo', () => {
    expect(returnToFromQuery({ returnTo: '/en/admin' })).toBe('/en/admin');
    expect(returnToFromQuery({ returnTo: ['/es/admin', 'https://evil.example'] })).toBe('/es/admin');
  });

  it('gives nothing for an off-site, normalised-away or missing value', () => {
    expect(returnToFromQuery({ returnTo: '/..//evil.example/login' })).toBeNull();
    expect(returnToFromQuery({ returnTo: ['//evil.example'] })).toBeNull();
    expect(returnToFromQuery({})).toBeNull();
  });
});

describe('NextAuth callback addresses', () => {
  it.each(['/es/cuenta', 'http://localhost:3000/en/account', 'https://evil.example/'])('%s can be read (the redirect decides where it leads)', (value) => {
    expect(isReadableCallbackUrl(value)).toBe(true);
  });
  it.each(['http://x:y/', 'javascript:alert(1)', '//evil.example', '', 'not an address', ['/a']])('%s is dropped', (value) => {
    expect(isReadableCallbackUrl(value)).toBe(false);
  });
  it.each([
    ['/es/cuenta', 'http://site.test/es/cuenta'],
    ['http://site.test/en/quote', 'http://site.test/en/quote'],
    ['https://evil.example/', 'http://site.test'],
    ['http://x:y/', 'http://site.test'],
    ['//evil.example', 'http://site.test'],
  ])('redirects %s to %s', (url, expected) => {
    expect(authRedirect(url, 'http://site.test')).toBe(expected);
  });
});
