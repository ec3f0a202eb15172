// Every back-office procedure checks the caller's role on the server. The list of procedures is
// read from the router itself, so a procedure added later cannot be left out of this test.
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { appRouter } from '@/server/trpc/root';
import { callerAs, createUser } from './support/caller';

const adminPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));
/** Staff accounts are managed by ADMIN only. */
// Staff accounts and the business settings are for admins.
const adminOnly = (path: string) => path.startsWith('admin.staff.') || path.startsWith('admin.business.');

type AnyCaller = Record<string, unknown>;
async function call(caller: AnyCaller, path: string): Promise<string> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as AnyCaller)[key], caller) as (input: unknown) => Promise<unknown>;
  try {
    await fn(undefined);
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe('admin procedures', () => {
  it('are found in the router (the test is not vacuous)', () => {
    expect(adminPaths.length).toBeGreaterThan(30);
    expect(adminPaths).toContain('admin.bands.save');
    expect(adminPaths).toContain('admin.staff.create');
  });

  it('refuse anonymous callers', async () => {
    const caller = callerAs(null) as unknown as AnyCaller;
    for (const path of adminPaths) expect(await call(caller, path), path).toBe('UNAUTHORIZED');
  });

  it('refuse customers', async () => {
    const caller = callerAs(await createUser('CUSTOMER')) as unknown as AnyCaller;
    for (const path of adminPaths) expect(await call(caller, path), path).toBe('FORBIDDEN');
  });

  it('let staff through, except staff-account management and the business settings', async () => {
    const caller = callerAs(await createUser('STAFF')) as unknown as AnyCaller;
    for (const path of adminPaths) {
      const code = await call(caller, path);
      if (adminOnly(path)) expect(code, path).toBe('FORBIDDEN');
      // Past the role check the call may still fail on its (missing) input: that is fine here.
      else expect(['UNAUTHORIZED', 'FORBIDDEN'], path).not.toContain(code);
    }
  });

  it('let admins through everywhere', async () => {
    const caller = callerAs(await createUser('ADMIN')) as unknown as AnyCaller;
    for (const path of adminPaths) expect(['UNAUTHORIZED', 'FORBIDDEN'], path).not.toContain(await call(caller, path));
  });
});
