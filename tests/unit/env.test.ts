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
});
