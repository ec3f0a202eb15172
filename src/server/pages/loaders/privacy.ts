import { LEGAL_LAST_UPDATED, privacySections } from '@/content/legal';
import type { PageLoader } from '../definition';
import { localizeLegal } from './terms';

/** The privacy policy. */
export const loader: PageLoader = {
  load: async ({ lang }) => ({ data: localizeLegal(privacySections, LEGAL_LAST_UPDATED, lang) }),
};
