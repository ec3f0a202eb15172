import type { PageDefinition } from '../definition';

/** The home page. */
export const definition: PageDefinition = {
  ns: ['home', 'quote', 'leads', 'catalogue'],
};
