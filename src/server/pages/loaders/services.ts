import { getDb } from '@/server/db/client';
import { mapPlacements } from '@/content/map-areas';
import { loadAreaCards } from '@/server/services/service-areas';
import type { MapPin, ServicesData } from '@/lib/screen-data/services';
import type { PageLoader } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

/** The services overview: sod and bulk delivery cards and the service-area map (areas from the database). */
export const loader: PageLoader = {
  load: async ({ lang }) => {
    const areas = await loadAreaCards(getDb(), lang);
    const pins: MapPin[] = mapPlacements.flatMap((place) => {
      const area = areas.find((a) => a.slug === place.id);
      if (!area) return [];
      const { slug, name, deliveryTime, minimumOrderCents, population } = area;
      return [{ slug, name, deliveryTime, minimumOrderCents, population, x: place.x, y: place.y, specialties: place.specialties[lang] }];
    });
    return withBreadcrumbs<ServicesData>(lang, { crumbs: crumbsFor(lang, [{ id: 'services' }]), pins });
  },
};
