import { getDb } from '@/server/db/client';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { loadQuoteData } from '@/server/services/catalogue';
import { loadGallery, loadHomeTestimonials } from '@/server/services/showcase';
import type { PageDefinition } from '../definition';
import { CATALOGUE_REVALIDATE_SECONDS } from './category-page';

/** The home page: static content, the quote calculator (with the products and bands of the last (re)build), testimonials and gallery (from /admin), membership card, LocalBusiness JSON-LD. */
export const definition: PageDefinition = {
  ns: ['home', 'quote', 'leads', 'catalogue', 'membership'],
  load: async ({ lang, frame }) => ({
    data: {
      quoteData: await loadQuoteData(getDb()),
      gallery: await loadGallery(getDb(), lang),
      testimonials: await loadHomeTestimonials(getDb(), lang),
    },
    meta: { structuredData: [localBusinessJsonLd(lang, frame)], image: '/images/hero.webp' },
  }),
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  shows: { products: 'all', deliveryFees: true, showcase: 'home' },
};
