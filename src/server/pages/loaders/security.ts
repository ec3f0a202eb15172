import type { PageDefinition } from '../definition';

/** The account's security page (two-step verification); everything on it is per person, loaded in the browser. */
export const definition: PageDefinition = {
  ns: ['auth', 'security'],
};
