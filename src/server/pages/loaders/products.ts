import type { PageDefinition } from '../definition';

/** The products page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
