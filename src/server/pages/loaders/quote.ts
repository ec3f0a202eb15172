import { getDb } from '@/server/db/client';
import { loadQuoteData } from '@/server/services/catalogue';
import type { PageDefinition } from '../definition';
import { CATALOGUE_REVALIDATE_SECONDS } from './category-page';

/** The quote page: the calculator starts with the products and bands of the last (re)build. */
export const definition: PageDefinition = {
  ns: ['quote', 'membership'],
  load: async () => ({ data: { quoteData: await loadQuoteData(getDb()) } }),
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  shows: { products: 'all', deliveryFees: true },
};
