import type { PageDefinition } from '../definition';

/** The grassProduct page. */
export const definition: PageDefinition = {
  ns: ['catalogue'],
};
