import type { PageDefinition } from '../definition';

/** The terms page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
