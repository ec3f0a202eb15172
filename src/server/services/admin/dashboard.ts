// The numbers staff check first thing in the morning.
import type { Db } from '@/server/db/client';
import { overdueBefore, startOfWeek } from '@/domain/admin-follow-up';

export async function dashboard(db: Db, now = new Date()) {
  const weekStart = startOfWeek(now);
  const [newLeads, overdueLeads, pendingApplications, overdueApplications, weekQuotes, outboxFailed] = await Promise.all([
    db.lead.count({ where: { status: 'NEW' } }),
    db.lead.count({ where: { status: 'NEW', createdAt: { lt: overdueBefore(now) } } }),
    db.membershipApplication.count({ where: { status: 'PENDING' } }),
    db.membershipApplication.count({ where: { status: 'PENDING', createdAt: { lt: overdueBefore(now) } } }),
    db.quote.aggregate({ where: { createdAt: { gte: weekStart } }, _count: { _all: true }, _sum: { totalCents: true } }),
    db.emailOutbox.count({ where: { status: 'FAILED' } }),
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
  };
}
