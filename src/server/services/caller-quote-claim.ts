// Quotes staff made on the phone for an e-mail address with no (confirmed) account yet wait with
// the caller's details (services/admin/caller-quotes.ts); the account that confirms the address
// claims them.
import type { Prisma } from '@/server/db/generated/client';

export async function claimCallerQuotes(tx: Pick<Prisma.TransactionClient, 'quote'>, userId: string, email: string) {
  await tx.quote.updateMany({ where: { userId: null, contactEmail: email }, data: { userId } });
}
