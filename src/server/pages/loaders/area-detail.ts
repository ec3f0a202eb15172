import type { PageDefinition } from '../definition';

/** The areaDetail page. */
export const definition: PageDefinition = {
  ns: ['pages'],
};
