// What the site's frame (header, footer) shows from content data, given to every page through its
// static props. Handing over just these few names keeps the content modules they come from (the
// areas with their ZIP codes and descriptions) out of the JavaScript every page loads.
import { serviceAreas } from '@/content/service-areas';
import type { LayoutData } from '@/lib/page-data';

/** How many areas the footer lists (the first ones of the areas' order). */
export const FOOTER_AREAS = 6;

export function layoutData(): LayoutData {
  return { footerAreas: serviceAreas.slice(0, FOOTER_AREAS).map(({ slug, name }) => ({ slug, name })) };
}
