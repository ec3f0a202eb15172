// Small display helpers shared by the orders board, the day view and the ticket.
import { formatNumber, formatTimeWindow } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import type { OrderStatus } from '@/domain/order-states';

export const orderStatusColor: Record<OrderStatus, string> = {
  ACCEPTED: 'blue',
  SCHEDULED: 'turf',
  OUT_FOR_DELIVERY: 'orange',
  DELIVERED: 'gray',
  CANCELLED: 'red',
};

/**
 * Query options of the orders screens: what staff see when they come back (through the menu, or
 * to the ticket in the other language) is fetched again at once, never the cache of up to 30 s
 * before (the app's default staleTime); the cached figures show meanwhile.
 */
export const FRESH_ON_RETURN = { staleTime: 0, refetchOnMount: 'always' } as const;

/** "7:30–10:00 AM" in the back office's language, or an empty string before a window is set. */
export const orderWindow = (o: { windowStart: number | null; windowEnd: number | null }, lang: Lang) =>
  o.windowStart !== null && o.windowEnd !== null ? formatTimeWindow(o.windowStart, o.windowEnd, lang) : '';

/** Loads as a short line: "3 pallets · 4.5 yd". */
export function loadsText(t: (key: string, values?: Record<string, unknown>) => string, loads: { pallets: number; looseSqFt: number; yards: number; tons: number }) {
  const parts = [];
  // `count` picks the plural; `n` is written with its thousands separator ("1,500 sq ft"), the
  // same in both languages here (en-US and es-US group and mark decimals alike).
  const amount = (count: number) => ({ count, n: formatNumber(count, 'en') });
  if (loads.pallets) parts.push(t('admin.loads.pallets', amount(loads.pallets)));
  if (loads.looseSqFt) parts.push(t('admin.loads.sqft', amount(loads.looseSqFt)));
  if (loads.yards) parts.push(t('admin.loads.yards', amount(loads.yards)));
  if (loads.tons) parts.push(t('admin.loads.tons', amount(loads.tons)));
  return parts.join(' · ') || '—';
}
