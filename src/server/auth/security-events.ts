// Records sign-in and account-security events in the audit log (ASVS 7.2.1): who (the account,
// else the e-mail address tried), when (the row's time), from which client address, and what
// happened. Never a password, code, token or hash: callers pass only the fields below.
import type { Prisma } from '@/server/db/generated/client';
import type { Db } from '@/server/db/client';
import { SECURITY_ENTITY, type SecurityAction, type SignInFailure } from '@/domain/security-events';

/** The app's client or a transaction (the event is then part of it). */
type Writer = Db | Prisma.TransactionClient;

export interface SecurityEvent {
  action: SecurityAction;
  /** The account, when known. */
  userId?: string | null;
  /** The e-mail address given (or the account's). */
  email?: string | null;
  ip: string;
  reason?: SignInFailure;
  /** How a sign-in was made: password or a one-time link token; whether a second step was checked. */
  method?: 'password' | 'link' | 'emailLink';
  secondStep?: boolean;
  /** Which limit a lockout reached: the account's, the client address's, or the account's from that address. */
  scope?: 'account' | 'address' | 'pair';
  /** An e-mail change: the address asked for, and (once changed) the one it replaced. */
  newEmail?: string;
  previousEmail?: string;
}

export async function recordSecurityEvent(db: Writer, event: SecurityEvent): Promise<void> {
  const { action, userId, email, ...detail } = event;
  await (db as Prisma.TransactionClient).auditLog.create({
    data: {
      actorId: userId ?? null,
      action,
      entityType: SECURITY_ENTITY,
      entityId: userId ?? email ?? 'unknown',
      after: JSON.parse(JSON.stringify({ ...(email ? { email } : {}), ...detail })) as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
}
