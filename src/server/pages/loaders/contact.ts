import type { PageDefinition } from '../definition';

/** The contact page. */
export const definition: PageDefinition = {
  ns: ['pages', 'leads'],
};
