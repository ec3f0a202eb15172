import { localBusinessJsonLd } from '@/lib/structured-data';
import type { PageDefinition } from '../definition';

/** The home page: static content, the quote calculator and membership card, LocalBusiness JSON-LD. */
export const definition: PageDefinition = {
  ns: ['home', 'quote', 'leads', 'catalogue'],
  load: async ({ lang }) => ({ meta: { structuredData: [localBusinessJsonLd(lang)], image: '/images/hero.webp' } }),
};
