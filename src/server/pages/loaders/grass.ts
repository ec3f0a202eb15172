import type { PageDefinition } from '../definition';

/** The grass page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
