import { areasWithoutZip } from '@/content/service-areas';
import { localBusinessJsonLd } from '@/lib/structured-data';
import type { ContactData } from '@/lib/screen-data/contact';
import type { PageLoader } from '../definition';

/** The contact page: form, contact cards, service areas, storefront photo and map. */
export const loader: PageLoader = {
  load: async ({ lang, frame }) => {
    const data: ContactData = { areas: frame.areas, alsoServing: areasWithoutZip.map((name) => name[lang]) };
    return { data, meta: { structuredData: [localBusinessJsonLd(lang, frame)] } };
  },
};
