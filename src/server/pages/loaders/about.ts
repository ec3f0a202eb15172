import { localBusinessJsonLd } from '@/lib/structured-data';
import type { PageDefinition } from '../definition';

/** The about page: built-in content and business facts only. */
export const definition: PageDefinition = {
  ns: ['pages'],
  revalidate: false,
  load: async ({ lang, frame }) => ({ meta: { structuredData: [localBusinessJsonLd(lang, frame)] } }),
};
