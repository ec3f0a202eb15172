import type { PageDefinition } from '../definition';

/** The areas page. */
export const definition: PageDefinition = {
  ns: ['pages', 'quote'],
};
