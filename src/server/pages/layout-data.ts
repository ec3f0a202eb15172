// What the site's frame (header menu, footer) shows, given to every page through its static
// props: only names and links, so the areas' ZIP codes and descriptions stay on their pages.
import type { LayoutData } from '@/lib/page-data';
import type { SiteFrame } from '@/server/services/site-frame';
import { businessClock } from '@/domain/delivery-date';

/** How many areas the footer lists (the first ones of the areas' order). */
export const FOOTER_AREAS = 6;

/** `now`: when the page is built or rebuilt; its year (on the business's calendar) is the footer's ©. */
export function layoutData(frame: SiteFrame, now = new Date()): LayoutData {
  const year = Number(businessClock(now).date.slice(0, 4));
  return { menu: frame.menu, footerAreas: frame.areas.slice(0, FOOTER_AREAS), business: frame.business, photos: frame.photos, year };
}
