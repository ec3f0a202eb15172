import type { PageDefinition } from '../definition';

/** The blog page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
