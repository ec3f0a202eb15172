import { getDb } from '@/server/db/client';
import { areasWithoutZip } from '@/content/service-areas';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { loadAreaCards } from '@/server/services/service-areas';
import type { AreasData } from '@/lib/screen-data/areas';
import type { PageLoader } from '../definition';

/** The areas page: ZIP check, then featured and extended area cards. */
export const loader: PageLoader = {
  load: async ({ lang, frame }) => {
    const data: AreasData = { areas: await loadAreaCards(getDb(), lang), alsoServing: areasWithoutZip.map((name) => name[lang]) };
    return { data, meta: { structuredData: [localBusinessJsonLd(lang, frame)] } };
  },
};
