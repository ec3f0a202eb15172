import type { PageDefinition } from '../definition';

/** The blogPost page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
