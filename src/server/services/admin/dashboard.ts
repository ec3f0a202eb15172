// The numbers staff check first thing in the morning, and the business facts the owner has not
// set yet (the public pages show a fallback and e-mails leave each one out until it is set).
import type { Db } from '@/server/db/client';
import { overdueBefore, startOfWeek } from '@/domain/admin-follow-up';
import { missingBusinessFacts } from '@/server/services/business-settings';

export async function dashboard(db: Db, now = new Date()) {
  const weekStart = startOfWeek(now);
  const [newLeads, overdueLeads, pendingApplications, overdueApplications, weekQuotes, outboxFailed, missingFacts] = await Promise.all([
    db.lead.count({ where: { status: 'NEW' } }),
    db.lead.count({ where: { status: 'NEW', createdAt: { lt: overdueBefore(now) } } }),
    db.membershipApplication.count({ where: { status: 'PENDING' } }),
    db.membershipApplication.count({ where: { status: 'PENDING', createdAt: { lt: overdueBefore(now) } } }),
    db.quote.aggregate({ where: { createdAt: { gte: weekStart } }, _count: { _all: true }, _sum: { totalCents: true } }),
    db.emailOutbox.count({ where: { status: 'FAILED' } }),
    missingBusinessFacts(db),
  ]);
  return {
    newLeads,
    overdueLeads,
    pendingApplications,
    overdueApplications,
    quotesThisWeek: weekQuotes._count._all,
    quotesThisWeekCents: weekQuotes._sum.totalCents ?? 0,
    outboxFailed,
    weekStart,
    missingFacts,
  };
}
