// Staff decide member-pricing applications (issue "Member pricing that pays off"): approve with a
// tier, decline, or revoke an approval, each with a note, audited, and the applicant e-mailed the
// decision in the application's language through the outbox. Applications belong to the account
// with the same e-mail, whichever of the two came first.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { enqueueEmail } from '@/server/email/outbox';
import { wakeOutboxWorker } from '@/server/email/wake';
import { normalizeEmail } from '@/domain/email';
import { assertUpdated, recordAudit } from './admin/audit';
import { tierSelect, toMemberTier } from './member-pricing';
import type { DecisionInput, MemberDecision } from '@/server/trpc/routers/admin/member-schemas';

/** Which decision may follow which status: approval of a pending or declined one (or a new tier), revocation of an approval. */
const ALLOWED_FROM: Record<MemberDecision, readonly string[]> = {
  APPROVED: ['PENDING', 'DECLINED', 'REVOKED', 'APPROVED'],
  DECLINED: ['PENDING'],
  REVOKED: ['APPROVED'],
};

/** Links the account with this e-mail to applications sent with it before the account existed. */
export async function linkApplicationsToAccount(tx: Pick<Db, 'membershipApplication'>, userId: string, email: string) {
  await tx.membershipApplication.updateMany({ where: { userId: null, email: { equals: normalizeEmail(email), mode: 'insensitive' } }, data: { userId } });
}

/** The account an application's e-mail belongs to now, if any. */
export async function accountForEmail(tx: Pick<Db, 'user'>, email: string): Promise<string | null> {
  return (await tx.user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true } }))?.id ?? null;
}

export async function decideApplication(db: Db, actorId: string, input: DecisionInput) {
  const result = await db.$transaction(async (tx) => {
    const before = await tx.membershipApplication.findUnique({
      where: { id: input.id },
      select: { status: true, tierId: true, userId: true, email: true, language: true, companyName: true },
    });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (!ALLOWED_FROM[input.decision].includes(before.status)) throw new AppError('BAD_REQUEST', 'members:errors.notAllowed');
    let tier = null;
    if (input.decision === 'APPROVED') {
      const row = input.tierId ? await tx.memberTier.findUnique({ where: { id: input.tierId }, select: tierSelect }) : null;
      if (!row) throw new AppError('BAD_REQUEST', 'members:errors.tierRequired');
      tier = toMemberTier(row);
    }
    // The account may have been created since the application (linked then too; this covers accounts made otherwise).
    const userId = before.userId ?? (await accountForEmail(tx, before.email));
    const decidedAt = new Date();
    assertUpdated(
      await tx.membershipApplication.updateMany({
        where: { id: input.id, version: input.version },
        data: { status: input.decision, tierId: tier?.id ?? null, userId, decidedAt, version: { increment: 1 } },
      }),
    );
    await tx.applicationNote.create({ data: { applicationId: input.id, authorId: actorId, body: input.note } });
    await recordAudit(tx, {
      actorId,
      action: `application.${input.decision.toLowerCase()}`,
      entityType: 'MembershipApplication',
      entityId: input.id,
      before: { status: before.status, tierId: before.tierId },
      after: { status: input.decision, tierId: tier?.id ?? null, tier: tier?.name ?? null, note: input.note },
    });
    await enqueueEmail(tx, {
      to: before.email,
      template: 'membership-decision',
      language: before.language,
      payload: {
        applicationId: input.id,
        companyName: before.companyName,
        decision: input.decision,
        discountBasisPoints: tier?.discountBasisPoints ?? null,
        hasAccount: userId !== null,
        email: before.email,
      },
      applicationId: input.id,
    });
    return tx.membershipApplication.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, status: true, version: true, tierId: true } });
  });
  wakeOutboxWorker();
  return result;
}

/** The signed-in account's applications and where each stands (for its account page). */
export async function myApplications(db: Db, userId: string) {
  return db.membershipApplication.findMany({
    where: { userId },
    select: { id: true, companyName: true, status: true, createdAt: true, decidedAt: true, tier: { select: { name: true, discountBasisPoints: true } } },
    orderBy: { createdAt: 'desc' },
    take: 20,
  });
}
