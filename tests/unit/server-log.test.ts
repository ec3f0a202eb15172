import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, MAX_LOGGED_VALUE, oneLine } from '@/server/log';

afterEach(() => vi.restoreAllMocks());

describe('server log lines (issue 24, finding 2)', () => {
  it('writes each entry on one line whatever the values carry', () => {
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => written.push(text));
    const error = new Error('bad e-mail "x@example.test\n[next-auth][error][FORGED] admin signed in"');
    log.error('Sign-in failed:', error, { email: 'a\r\nb' }, 'tab\there\u2028and\u2029there\u0000');
    expect(written).toHaveLength(1);
    expect(written[0]).not.toMatch(/[\r\n\u2028\u2029\u0000]/);
    // The content stays readable (escaped, not dropped), the stack included.
    expect(written[0]).toContain('x@example.test\\n[next-auth][error][FORGED]');
    expect(written[0]).toContain('a\\r\\nb');
    expect(written[0]).toMatch(/at .*server-log\.test/);
  });

  it('cuts a huge value to a bounded length', () => {
    const text = oneLine('x'.repeat(1_000_000));
    expect(text.length).toBeLessThan(MAX_LOGGED_VALUE + 100);
    expect(text).toContain('more characters');
  });
});
