import type { PageDefinition } from '../definition';

/** The soil page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
