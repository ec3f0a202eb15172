// Small display helpers shared by the orders board, the day view and the ticket.
import { formatTimeWindow } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import type { OrderStatus } from '@/domain/order-states';

export const orderStatusColor: Record<OrderStatus, string> = {
  ACCEPTED: 'blue',
  SCHEDULED: 'turf',
  OUT_FOR_DELIVERY: 'orange',
  DELIVERED: 'gray',
  CANCELLED: 'red',
};

/** "7:30–10:00 AM" in the back office's language, or an empty string before a window is set. */
export const orderWindow = (o: { windowStart: number | null; windowEnd: number | null }, lang: Lang) =>
  o.windowStart !== null && o.windowEnd !== null ? formatTimeWindow(o.windowStart, o.windowEnd, lang) : '';

/** Loads as a short line: "3 pallets · 4.5 yd". */
export function loadsText(t: (key: string, values?: Record<string, unknown>) => string, loads: { pallets: number; looseSqFt: number; yards: number; tons: number }) {
  const parts = [];
  if (loads.pallets) parts.push(t('admin.loads.pallets', { count: loads.pallets }));
  if (loads.looseSqFt) parts.push(t('admin.loads.sqft', { count: loads.looseSqFt }));
  if (loads.yards) parts.push(t('admin.loads.yards', { count: loads.yards }));
  if (loads.tons) parts.push(t('admin.loads.tons', { count: loads.tons }));
  return parts.join(' · ') || '—';
}
