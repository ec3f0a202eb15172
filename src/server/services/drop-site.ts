// Drop-site details on an order (issue 46): what acceptance writes (the customer's answer, else
// what staff took on the caller's quote, else the driveway), what every order view reads, and the
// waiver's entry on the order's timeline.
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { DEFAULT_DROP_SITE, dropSiteFields, isOffPavement, waiverOf, type DropSite } from '@/domain/drop-site';

/** The order's drop-site columns, for the customer's and the staff's views. */
export const dropSiteSelect = {
  dropLocation: true,
  dropGround: true,
  dropNote: true,
  gateWidthInches: true,
  overheadObstacles: true,
  softGround: true,
  waiverName: true,
  waiverAcceptedAt: true,
  dropPhotoId: true,
  dropPhotoWidths: true,
} satisfies Prisma.OrderSelect;

export type OrderDropSite = Prisma.OrderGetPayload<{ select: typeof dropSiteSelect }>;

/** What staff took on a caller's quote (stored JSON, read through the schema); null when none or unreadable. */
export function quoteDropSite(stored: Prisma.JsonValue | null | undefined) {
  if (stored === null || stored === undefined) return null;
  const parsed = dropSiteFields.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The drop site an acceptance stores: the customer's answer, else the caller's quote's (whose
 * off-pavement spot still needs the customer's name: refused without it), else the driveway.
 */
export function acceptedDropSite(answer: DropSite | undefined, fromQuote: Prisma.JsonValue | null | undefined): DropSite {
  if (answer) return answer;
  const staffs = quoteDropSite(fromQuote);
  if (!staffs) return DEFAULT_DROP_SITE;
  if (isOffPavement(staffs.location)) throw new AppError('BAD_REQUEST', 'orders:validation.dropSite.waiverRequired');
  return { ...staffs, waiverName: '' };
}

/** The columns an order is created with: nothing for a pickup. */
export function dropSiteColumns(site: DropSite | null, now: Date) {
  if (!site) return {};
  const waiver = waiverOf(site, now);
  return {
    dropLocation: site.location,
    dropGround: site.ground,
    dropNote: site.note,
    gateWidthInches: site.gateWidthInches,
    overheadObstacles: site.overheadObstacles,
    softGround: site.softGround,
    waiverName: waiver?.name ?? null,
    waiverAcceptedAt: waiver?.acceptedAt ?? null,
  };
}

/** The waiver as the timeline keeps it (the ACCEPTED event's details), or nothing. */
export function waiverDetails(site: DropSite | null, now: Date) {
  const waiver = site && waiverOf(site, now);
  return waiver ? { waiver: { name: waiver.name, acceptedAt: waiver.acceptedAt.toISOString(), terms: 'off-pavement' } } : {};
}
