import type { PageDefinition } from '../definition';

/** The sand page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
