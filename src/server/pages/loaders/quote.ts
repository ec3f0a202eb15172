import { getDb } from '@/server/db/client';
import { loadQuoteData } from '@/server/services/catalogue';
import type { PageLoader } from '../definition';

/** The quote page: the calculator starts with the products and bands of the last (re)build. */
export const loader: PageLoader = {
  load: async () => ({ data: { quoteData: await loadQuoteData(getDb()) } }),
};
