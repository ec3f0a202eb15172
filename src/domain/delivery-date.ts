// The requested delivery date: the earliest offered is the first working day (open per the
// business hours, not a closed day such as a holiday) on which the load is ready by closing time,
// the lead time counted from now, or from the next opening when the yard is closed. Everything is
// counted on the business's clock (America/Chicago), wherever the visitor's browser is.

export const BUSINESS_TIME_ZONE = 'America/Chicago';
/** How far ahead a delivery can be asked for. */
export const MAX_DAYS_AHEAD = 90;

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
export type DayCode = (typeof DAY_CODES)[number];

export interface Schedule {
  hours: readonly { days: readonly string[]; opens: string; closes: string }[];
  /** Closed days (holidays) as YYYY-MM-DD. */
  closedDates: readonly string[];
  timeZone?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A calendar date plus days, as YYYY-MM-DD (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function dayCode(date: string): DayCode {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return DAY_CODES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** Whether a YYYY-MM-DD string is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && addDays(value, 0) === value;
}

/** The business's opening hours on a date, in minutes after midnight; null when closed. */
export function hoursOn(date: string, schedule: Schedule): { opens: number; closes: number } | null {
  if (schedule.closedDates.includes(date)) return null;
  const day = dayCode(date);
  const entry = schedule.hours.find((h) => h.days.includes(day));
  return entry ? { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) } : null;
}

/** The wall clock of the business's time zone at an instant: the date and minutes after midnight. */
export function businessClock(now: Date, timeZone = BUSINESS_TIME_ZONE): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The earliest date a delivery can be asked for, given the lead time in hours. */
export function earliestDeliveryDate(now: Date, leadHours: number, schedule: Schedule): string {
  let { date, minutes } = businessClock(now, schedule.timeZone);
  // The lead time runs from now during opening hours, else from the next opening.
  for (let i = 0; i < 370; i++) {
    const open = hoursOn(date, schedule);
    if (open && minutes < open.closes) {
      minutes = Math.max(minutes, open.opens);
      break;
    }
    date = addDays(date, 1);
    minutes = 0;
  }
  const readyAt = minutes + leadHours * 60;
  let readyDate = addDays(date, Math.floor(readyAt / 1440));
  const readyMinutes = readyAt % 1440;
  // The first working day on which the load is ready by closing time.
  let first = true;
  for (let i = 0; i < 370; i++) {
    const open = hoursOn(readyDate, schedule);
    if (open && (!first || readyMinutes <= open.closes)) return readyDate;
    readyDate = addDays(readyDate, 1);
    first = false;
  }
  return readyDate;
}

export type DeliveryDateIssue = 'invalid' | 'tooSoon' | 'closed' | 'tooFar';

/** Why a requested date cannot be offered (past or before the lead time, a closed day, too far ahead), or null. */
export function deliveryDateIssue(requested: string, now: Date, leadHours: number, schedule: Schedule): DeliveryDateIssue | null {
  if (!isCalendarDate(requested)) return 'invalid';
  const earliest = earliestDeliveryDate(now, leadHours, schedule);
  if (requested < earliest) return 'tooSoon';
  if (!hoursOn(requested, schedule)) return 'closed';
  if (requested > addDays(earliest, MAX_DAYS_AHEAD)) return 'tooFar';
  return null;
}
