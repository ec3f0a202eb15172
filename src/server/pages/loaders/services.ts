import type { PageDefinition } from '../definition';

/** The services page. */
export const definition: PageDefinition = {
  ns: ['pages', 'catalogue'],
};
