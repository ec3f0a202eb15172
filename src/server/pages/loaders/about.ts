import { localBusinessJsonLd } from '@/lib/structured-data';
import type { PageLoader } from '../definition';

/** The about page: built-in content and business facts only. */
export const loader: PageLoader = {
  load: async ({ lang, frame }) => ({ meta: { structuredData: [localBusinessJsonLd(lang, frame)] } }),
};
