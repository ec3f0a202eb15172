import type { PageDefinition } from '../definition';

/** The sodDelivery page. */
export const definition: PageDefinition = {
  ns: ['pages', 'catalogue'],
};
