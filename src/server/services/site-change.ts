// What a back-office change altered that public pages show. Services return it with their result;
// the router hands it to src/server/pages/revalidation.ts, which rebuilds exactly those pages.
// (Services know nothing of HTTP or of which pages exist.)

export interface SiteChange {
  /** Products whose prices or texts changed: their own pages and the pages listing their category. */
  products?: readonly { categoryKey: string; slug: string }[];
  /** The header menu changed (a product added, withdrawn, renamed or reordered): it is on every page. */
  menu?: boolean;
  /** Delivery bands changed. */
  deliveryFees?: boolean;
  /** Service areas changed: the footer of every page, the areas pages, the map. */
  areas?: boolean;
  /** The business settings changed (name, phone, address, hours…): every page's header and footer, the 404 pages, the quote rules. */
  business?: boolean;
  /** Gallery projects or testimonials changed where they are shown: null for the home page, else an area's slug. */
  showcase?: readonly (string | null)[];
  /** Closed days changed: the calculator's dates (its data, not a page). */
  closedDays?: boolean;
}

/** A service's result together with what it changed on the public site. */
export interface Changed<T> {
  value: T;
  change: SiteChange;
}

export const changed = <T>(value: T, change: SiteChange): Changed<T> => ({ value, change });
