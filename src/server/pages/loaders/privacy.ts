import { LEGAL_LAST_UPDATED, privacySections } from '@/content/legal';
import type { PageDefinition } from '../definition';
import { localizeLegal } from './terms';

/** The privacy policy. */
export const definition: PageDefinition = {
  ns: ['pages'],
  revalidate: false,
  load: async ({ lang }) => ({ data: localizeLegal(privacySections, LEGAL_LAST_UPDATED, lang) }),
};
