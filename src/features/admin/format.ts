// Display helpers for the back office (English UI; money via the shared formatter).
import { formatCents } from '@/lib/format';

export const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatCents(cents, 'en'));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (date: Date | string) => dateTime.format(new Date(date));

/** yyyy-mm-dd from a date input to the start (or end) of that day, local time. */
export function dayBoundary(value: string, end: boolean): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
}

/** Saves text as a file in the browser (CSV exports). */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
