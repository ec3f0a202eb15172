// Follow-up rules for leads and member applications: the 24-hour reply promise and the
// status pipelines staff move them through.
import { ApplicationStatus, LeadStatus, QuoteStatus } from './enums';

export const REPLY_PROMISE_HOURS = 24;
const HOUR_MS = 3_600_000;

export const LEAD_STATUSES = Object.values(LeadStatus);
export type LeadStatusValue = LeadStatus;

export const APPLICATION_STATUSES = Object.values(ApplicationStatus);
export type ApplicationStatusValue = ApplicationStatus;

export const QUOTE_STATUSES = Object.values(QuoteStatus);
export type QuoteStatusValue = QuoteStatus;

/** Age for a table cell: minutes under an hour, hours under two days, then days. */
export function ageParts(createdAt: Date, now: Date): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const ms = Math.max(0, now.getTime() - createdAt.getTime());
  if (ms < HOUR_MS) return { unit: 'minutes', count: Math.floor(ms / 60_000) };
  if (ms < 48 * HOUR_MS) return { unit: 'hours', count: Math.floor(ms / HOUR_MS) };
  return { unit: 'days', count: Math.floor(ms / (24 * HOUR_MS)) };
}

/** Still waiting for a first reply past the promise (new leads, pending applications). */
export function isOverdue(waiting: boolean, createdAt: Date, now: Date): boolean {
  return waiting && now.getTime() - createdAt.getTime() > REPLY_PROMISE_HOURS * HOUR_MS;
}

/** The moment before which a waiting item is overdue. */
export function overdueBefore(now: Date): Date {
  return new Date(now.getTime() - REPLY_PROMISE_HOURS * HOUR_MS);
}

/** Monday 00:00 (server time) of the week `now` falls in: "this week" on the dashboard. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const daysSinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - daysSinceMonday);
  return start;
}
