import type { PageDefinition } from '../definition';

/** The mulch page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
