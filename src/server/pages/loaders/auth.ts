import type { PageDefinition } from '../definition';

/** The auth page. */
export const definition: PageDefinition = {
  ns: ['auth', 'security'],
};
