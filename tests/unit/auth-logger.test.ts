// NextAuth's error log: faults are logged, bad input a visitor typed is not (one stack trace per
// malformed address in the sign-in link form would let anyone flood the log).
import { afterEach, describe, expect, it, vi } from 'vitest';

// The options hold a database adapter; nothing here queries it, so an unreachable address will do.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgresql://nobody@127.0.0.1:9/never';
});
import { buildAuthOptions } from '@/server/auth/options';
import { log } from '@/server/log';

afterEach(() => vi.restoreAllMocks());

describe('the sign-in log', () => {
  it('does not log a malformed address typed into the sign-in link form', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    buildAuthOptions().logger!.error!('SIGNIN_EMAIL_ERROR', { error: new Error('Invalid email address'), providerId: 'email', message: 'Invalid email address' } as never);
    expect(error).not.toHaveBeenCalled();
  });

  it('still logs a sign-in link that could not be sent, and other errors, with their code', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    const logger = buildAuthOptions().logger!;
    logger.error!('SIGNIN_EMAIL_ERROR', { error: new Error('connect ECONNREFUSED'), providerId: 'email', message: 'connect ECONNREFUSED' } as never);
    logger.error!('JWT_SESSION_ERROR', new Error('decryption failed'));
    expect(error.mock.calls.map((call) => call[0])).toEqual(['[next-auth][error][SIGNIN_EMAIL_ERROR]', '[next-auth][error][JWT_SESSION_ERROR]']);
  });
});
