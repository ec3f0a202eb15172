import { getDb } from '@/server/db/client';
import { normalizeEmail } from '@/domain/email';
import { verifyPassword } from './password';

/** The active, confirmed user with this e-mail and password, else null. */
export async function verifyCredentials(email: string, password: string) {
  const user = await getDb().user.findUnique({
    where: { email: normalizeEmail(email) },
    omit: { passwordHash: false },
  });
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || !user.isActive) return null;
  return user;
}
