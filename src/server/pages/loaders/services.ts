import type { PageDefinition } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

/** The services overview: sod and bulk delivery cards and the service-area map (static content). */
export const definition: PageDefinition = {
  ns: ['catalogue'],
  revalidate: false,
  load: async ({ lang }) => withBreadcrumbs(lang, { crumbs: crumbsFor(lang, [{ id: 'services' }]) }),
};
