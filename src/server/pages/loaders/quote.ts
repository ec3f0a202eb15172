import type { PageDefinition } from '../definition';

/** The quote page. */
export const definition: PageDefinition = {
  ns: ['quote'],
};
