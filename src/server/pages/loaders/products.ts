import type { PageLoader } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

/** The products overview: five category cards and a call to action (no database data). */
export const loader: PageLoader = {
  load: async ({ lang }) => withBreadcrumbs(lang, { crumbs: crumbsFor(lang, [{ id: 'products' }]) }),
};
