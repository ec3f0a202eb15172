import type { PageDefinition } from '../definition';

/** The account page. */
export const definition: PageDefinition = {
  ns: ['auth', 'quote', 'orders', 'membership'],
};
