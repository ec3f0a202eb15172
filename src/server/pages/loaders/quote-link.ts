import type { PageDefinition } from '../definition';

/** One quote opened from its e-mailed link (issue 22); everything on it is loaded in the browser. */
export const definition: PageDefinition = {
  ns: ['quote', 'orders'],
};
