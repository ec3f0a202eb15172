import { getDb } from '@/server/db/client';
import { areasWithoutZip } from '@/content/service-areas';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { loadAreaCards } from '@/server/services/service-areas';
import type { AreasData } from '@/screens/areas/types';
import type { PageDefinition } from '../definition';

/** Staff edit areas in /admin, which rebuilds the pages at once; this is only the fallback timer. */
export const AREAS_REVALIDATE_SECONDS = 3600;

/** The areas page: ZIP check, then featured and extended area cards. */
export const definition: PageDefinition = {
  ns: ['pages', 'quote'],
  revalidate: AREAS_REVALIDATE_SECONDS,
  load: async ({ lang, frame }) => {
    const data: AreasData = { areas: await loadAreaCards(getDb(), lang), alsoServing: areasWithoutZip.map((name) => name[lang]) };
    return { data, meta: { structuredData: [localBusinessJsonLd(lang, frame)] } };
  },
};
