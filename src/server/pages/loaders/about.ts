import type { PageDefinition } from '../definition';

/** The about page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
