// Passwords are hashed with argon2id (prebuilt @node-rs/argon2 binding) and never logged.
import { hash, verify } from '@node-rs/argon2';

// 64 MiB, 4 passes: about 80-100 ms a hash on this 2-core machine (issue 6 asks 100-250 ms).
const OPTIONS = { memoryCost: 65_536, timeCost: 4, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown account) it still runs a
 * verification against a dummy hash, so both failures take the same time.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return passwordHash !== null && ok;
}
