// A production server refuses to start without its public address, its session secret or a way
// to send e-mail, naming what to set (src/config/env.mjs: productionStartProblems; next.config.mjs
// calls it when `next start` loads the configuration, before anything is served).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionStartProblems } from '@/config/env.mjs';
import { NEXT_BIN } from '../../scripts/next-bin.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// An empty build folder (inside the project, as Next requires): the configuration is checked
// before Next looks for a build.
const emptyDist = path.join(root, `.next-start-check-${randomUUID()}`);
mkdirSync(emptyDist);
afterAll(() => rmSync(emptyDist, { recursive: true, force: true }));

const READY = { SITE_URL: 'https://www.magnoliasodstone.com', NEXTAUTH_SECRET: 'x'.repeat(48), RESEND_API_KEY: 're_live_key' };

/** `next start` with exactly these settings (no inherited SITE_URL, secret or mail settings). */
function nextStart(settings: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['SITE_URL', 'NEXTAUTH_SECRET', 'RESEND_API_KEY', 'MAIL_TRANSPORT', 'NODE_ENV'].includes(key)),
  );
  const result = spawnSync(process.execPath, [NEXT_BIN, 'start', '-p', '0', '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', NEXT_DIST_DIR: path.relative(root, emptyDist), NEXT_TELEMETRY_DISABLED: '1', ...settings },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('production start', () => {
  it('next start with SITE_URL unset refuses, naming SITE_URL', () => {
    const { SITE_URL: _unset, ...rest } = READY;
    const { status, output } = nextStart(rest);
    expect(status).not.toBe(0);
    expect(output).toContain('The production server cannot start');
    expect(output).toMatch(/SITE_URL is not set: set it to the site's public address/);
  });

  it('with everything set it gets past the check (and stops only for the missing build)', () => {
    const { status, output } = nextStart(READY);
    expect(status).not.toBe(0);
    expect(output).not.toContain('The production server cannot start');
    expect(output).toMatch(/production build/i);
  });

  it.each([
    [{ ...READY, SITE_URL: 'http://localhost:3000' }, /SITE_URL is http:\/\/localhost:3000, this machine/],
    [{ ...READY, SITE_URL: 'http://shop.localhost' }, /SITE_URL is http:\/\/shop\.localhost, this machine/],
    [{ ...READY, NEXTAUTH_SECRET: '' }, /NEXTAUTH_SECRET is not set/],
    [{ ...READY, RESEND_API_KEY: '' }, /No e-mail transport: set RESEND_API_KEY .* or MAIL_TRANSPORT=folder/],
  ])('refuses %o', (settings, message) => {
    const problems = productionStartProblems(settings);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('accepts the mail folder when chosen explicitly, and a loopback address for test runs', () => {
    expect(productionStartProblems({ ...READY, RESEND_API_KEY: '', MAIL_TRANSPORT: 'folder' })).toEqual([]);
    expect(productionStartProblems({ ...READY, SITE_URL: 'http://127.0.0.1:3100' })).toEqual([]);
  });
});
