// Where and how the truck drops the load (issue 46): the spot, the ground under it, what may block
// the truck (gate width, overhead wires or branches, soft ground), a note, and the off-pavement
// waiver, which the customer accepts by typing their full name when the spot is off pavement.
// Pure: shared by the acceptance form, the caller-quote form and the server. Messages are
// translation keys (orders:validation.dropSite.*), translated by the API's error formatter.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';

/** Where to drop; the first is the default (no waiver needed). */
export const DROP_LOCATIONS = ['DRIVEWAY', 'DRIVEWAY_LEFT', 'DRIVEWAY_RIGHT', 'STREET', 'LAWN', 'SIDE_YARD', 'BACKYARD'] as const;
export type DropLocation = (typeof DROP_LOCATIONS)[number];

/** The spots off pavement: the truck leaves the pavement, so the customer accepts the waiver. */
export const OFF_PAVEMENT_LOCATIONS: readonly DropLocation[] = ['LAWN', 'SIDE_YARD', 'BACKYARD'];
export const isOffPavement = (location: DropLocation) => OFF_PAVEMENT_LOCATIONS.includes(location);

/** The ground at the spot; the first is the default. */
export const DROP_GROUNDS = ['PAVED', 'GRAVEL', 'GRASS', 'DIRT'] as const;
export type DropGround = (typeof DROP_GROUNDS)[number];

/** The ground a spot usually has: what the form shows until the customer says otherwise. */
export const usualGround = (location: DropLocation): DropGround => (isOffPavement(location) ? 'GRASS' : 'PAVED');

export const DROP_SITE_LIMITS = {
  note: 500,
  /** A gate narrower than 3 ft takes no wheelbarrow of ours; wider than 30 ft is no gate. */
  gateMinInches: 36,
  gateMaxInches: 360,
  waiverNameMin: 2,
  waiverNameMax: 100,
} as const;

const key = (name: string) => `orders:validation.dropSite.${name}`;

/** What the spot is like, without the waiver: what staff take on a caller's quote. */
export const dropSiteFields = z.object({
  location: z.enum(DROP_LOCATIONS, { error: key('location') }).default('DRIVEWAY'),
  ground: z.enum(DROP_GROUNDS, { error: key('ground') }).default('PAVED'),
  note: text(key('note')).trim().max(DROP_SITE_LIMITS.note, key('noteTooLong')).default(''),
  /** Inches, when a gate stands between the street and the spot; null: no gate. */
  gateWidthInches: z
    .number({ error: key('gateWidth') })
    .int(key('gateWidth'))
    .min(DROP_SITE_LIMITS.gateMinInches, key('gateWidth'))
    .max(DROP_SITE_LIMITS.gateMaxInches, key('gateWidth'))
    .nullable()
    .default(null),
  overheadObstacles: z.boolean({ error: key('flag') }).default(false),
  softGround: z.boolean({ error: key('flag') }).default(false),
});
export type DropSiteFields = z.infer<typeof dropSiteFields>;

/** What the customer sends at acceptance: the spot and, off pavement, the name that accepts the waiver. */
export const dropSiteInput = dropSiteFields
  .extend({
    waiverName: text(key('waiverName')).trim().max(DROP_SITE_LIMITS.waiverNameMax, key('waiverNameTooLong')).default(''),
  })
  .superRefine((site, ctx) => {
    if (isOffPavement(site.location) && site.waiverName.length < DROP_SITE_LIMITS.waiverNameMin) {
      ctx.addIssue({ code: 'custom', path: ['waiverName'], message: key('waiverRequired') });
    }
  });
export type DropSiteInput = z.input<typeof dropSiteInput>;
export type DropSite = z.infer<typeof dropSiteInput>;

/** The spot when nothing was said: the driveway, paved, no waiver. */
export const DEFAULT_DROP_SITE: DropSite = dropSiteInput.parse({});

/** The stored waiver for a drop site: the name and moment when off pavement, else none. */
export function waiverOf(site: DropSite, now: Date): { name: string; acceptedAt: Date } | null {
  return isOffPavement(site.location) ? { name: site.waiverName, acceptedAt: now } : null;
}

/** The access problems ticked, in a fixed order, for lists on the order, the day view and the ticket. */
export function accessIssues(site: Pick<DropSiteFields, 'gateWidthInches' | 'overheadObstacles' | 'softGround'>): ('gate' | 'overhead' | 'soft')[] {
  return [
    ...(site.gateWidthInches !== null ? (['gate'] as const) : []),
    ...(site.overheadObstacles ? (['overhead'] as const) : []),
    ...(site.softGround ? (['soft'] as const) : []),
  ];
}
