import type { PageDefinition } from '../definition';

/** The rock page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
