// Member-pricing applications: stored as an application (PENDING) and as a lead from the
// membership form, with both e-mails queued, all in one transaction.
import type { Db } from '@/server/db/client';
import { env } from '@/config/env.mjs';
import type { MembershipInput } from '@/domain/lead-schemas';
import { minimumFillMs, spamVerdict } from '@/domain/lead-spam';
import { enqueueEmails } from '@/server/email/outbox';
import { translate } from '@/server/i18n/translate';
import { accountForEmail } from './member-decisions';
import { admitSubmission, formLeadData, reviewNote, storeOnce, type SubmissionReceipt, type Submitter } from './leads';

export const MEMBERSHIP_SOURCE_PAGE = 'membership_disclaimer';

export async function submitMembership(db: Db, input: MembershipInput, who: Submitter): Promise<SubmissionReceipt> {
  await admitSubmission(db, 'membership', who.ip, input.email, input.idempotencyKey);

  const verdict = spamVerdict(input, minimumFillMs.membership);
  const note = reviewNote(verdict, input.fillMs, minimumFillMs.membership);
  const idempotencyKey = input.idempotencyKey ?? null;
  return storeOnce(db, input.idempotencyKey, () =>
    db.$transaction(async (tx) => {
      // The lead carries the key too, so a repeat is recognised whether or not it was spam.
      const lead = await tx.lead.create({
        data: formLeadData(
          {
            name: input.companyName,
            email: input.email,
            phone: input.phone,
            subject: translate(who.lang, 'leads:membership.leadSubject'),
            message: translate(who.lang, 'leads:membership.leadMessage'),
            sourcePage: MEMBERSHIP_SOURCE_PAGE,
          },
          who,
          verdict,
          input.idempotencyKey,
        ),
        select: { id: true },
      });
      // A bot's submission stays a spam lead only: no application, no e-mail.
      if (verdict === 'bot') return;
      const application = await tx.membershipApplication.create({
        data: {
          companyName: input.companyName,
          phone: input.phone,
          email: input.email,
          language: who.lang,
          leadId: lead.id,
          idempotencyKey,
          // The account with this e-mail, if there is one already (else linked when it is created).
          userId: await accountForEmail(tx, input.email),
        },
        select: { id: true, companyName: true, phone: true, email: true, createdAt: true },
      });
      // Held for review: a person's application in every way, with a note on both records for staff.
      if (note) {
        await tx.leadNote.create({ data: { leadId: lead.id, body: note }, select: { id: true } });
        await tx.applicationNote.create({ data: { applicationId: application.id, body: note }, select: { id: true } });
      }
      await enqueueEmails(tx, [
        {
          to: application.email,
          template: 'membership-confirmation',
          language: who.lang,
          payload: { applicationId: application.id, companyName: application.companyName },
          applicationId: application.id,
          leadId: lead.id,
        },
        {
          to: env.BUSINESS_INBOX,
          template: 'membership-notification',
          // Staff read it in their language; the applicant's is in the message.
          language: env.OFFICE_LANGUAGE,
          payload: {
            language: who.lang,
            applicationId: application.id,
            leadId: lead.id,
            companyName: application.companyName,
            phone: application.phone,
            email: application.email,
            createdAt: application.createdAt.toISOString(),
          },
          applicationId: application.id,
          leadId: lead.id,
        },
      ]);
    }),
  );
}
