import { getDb } from '@/server/db/client';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { loadQuoteData } from '@/server/services/catalogue';
import { loadGallery, loadHomeTestimonials } from '@/server/services/showcase';
import type { PageLoader } from '../definition';

/** The home page: static content, the quote calculator (with the products and bands of the last (re)build), testimonials and gallery (from /admin), membership card, LocalBusiness JSON-LD. */
export const loader: PageLoader = {
  load: async ({ lang, frame }) => ({
    data: {
      quoteData: await loadQuoteData(getDb()),
      gallery: await loadGallery(getDb(), lang),
      testimonials: await loadHomeTestimonials(getDb(), lang),
    },
    meta: { structuredData: [localBusinessJsonLd(lang, frame)], image: '/images/hero.webp' },
  }),
};
