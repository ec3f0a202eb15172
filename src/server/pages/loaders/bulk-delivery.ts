import type { PageDefinition } from '../definition';

/** The bulkDelivery page. */
export const definition: PageDefinition = {
  ns: ['pages', 'catalogue'],
};
