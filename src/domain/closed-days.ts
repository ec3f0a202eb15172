// Days the yard is closed, as staff keep them in /admin → Calendar: a single date (a one-off
// closure) or a yearly holiday (closed on that month and day every year from its date on, e.g.
// Dec 25). The quote rules need plain dates (Schedule.closedDates), so yearly ones are expanded
// over the years a delivery date can fall in.
import { isCalendarDate } from './delivery-date';

export interface ClosedDayEntry {
  /** YYYY-MM-DD: the day, or a yearly holiday's first year. */
  date: string;
  yearly: boolean;
}

/**
 * The closed dates from `from` through `through` (both YYYY-MM-DD), sorted and without repeats. A
 * yearly holiday on Feb 29 falls only in leap years.
 */
export function expandClosedDays(entries: readonly ClosedDayEntry[], from: string, through: string): string[] {
  const dates = new Set<string>();
  const lastYear = Number(through.slice(0, 4));
  for (const entry of entries) {
    if (!entry.yearly) {
      if (entry.date >= from && entry.date <= through) dates.add(entry.date);
      continue;
    }
    const monthDay = entry.date.slice(4);
    for (let year = Math.max(Number(entry.date.slice(0, 4)), Number(from.slice(0, 4))); year <= lastYear; year++) {
      const date = `${String(year).padStart(4, '0')}${monthDay}`;
      if (isCalendarDate(date) && date >= from && date <= through) dates.add(date);
    }
  }
  return [...dates].sort();
}
