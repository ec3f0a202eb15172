import type { PageDefinition } from '../definition';

/** The privacy page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
