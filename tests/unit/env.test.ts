import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env.mjs';

describe('configuration', () => {
  it('fills documented defaults so a fresh clone starts', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.OUTBOX_WORKER).toBe(true);
  });

  it('stops with a message naming each malformed setting', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x', BUSINESS_EMAIL: 'nope' })).toThrow(/DATABASE_URL[\s\S]*BUSINESS_EMAIL|BUSINESS_EMAIL[\s\S]*DATABASE_URL/);
    expect(() => parseEnv({ BUSINESS_PHONE: 'call me' })).toThrow(/BUSINESS_PHONE: must be a phone number/);
    expect(() => parseEnv({ OUTBOX_WORKER: 'maybe' })).toThrow(/OUTBOX_WORKER/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });

  it('refuses a proxy count or pool size that is not a small whole number', () => {
    expect(parseEnv({ TRUST_PROXY: '1', DB_POOL_MAX: '20' })).toMatchObject({ TRUST_PROXY: 1, DB_POOL_MAX: 20 });
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
  });

  it('is read from the settings folder only: no server code reads process.env on its own', () => {
    // NODE_ENV, NEXT_RUNTIME and NEXT_PHASE are Next's own, replaced at build time.
    const frameworks = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE']);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(m?[jt]sx?)$/.test(e.name) ? [join(dir, e.name)] : []));
    const reads = files('src')
      .filter((file) => !file.startsWith(join('src', 'config')) && !file.startsWith(join('src', 'server', 'db', 'generated')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/process\.env\.(\w+)(\s*\?\?=)?/g)]
          // `process.env.NEXTAUTH_URL ??= …` hands a validated setting to a library; it reads nothing.
          .filter((m) => !frameworks.has(m[1]!) && !m[2])
          .map((m) => `${file}: ${m[1]}`),
      );
    expect(reads).toEqual([]);
  });
});
