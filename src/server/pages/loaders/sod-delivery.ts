import { getDb } from '@/server/db/client';
import { listCategoryItems, lowestGrassDeliveryCents, type CatalogueItem } from '@/server/services/catalogue-pages';
import type { Crumb } from '@/lib/structured-data';
import type { PageLoader } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

export interface SodDeliveryData {
  items: CatalogueItem[];
  /** The lowest flat grass delivery band, in cents ("delivery from"); null if none is active. */
  deliveryFromCents: number | null;
  crumbs: Crumb[];
}

/** Sod delivery and installation: grass prices and the delivery "from" rate from the database. */
export const loader: PageLoader = {
  load: async ({ lang }) => {
    const db = getDb();
    const [items, deliveryFromCents] = await Promise.all([listCategoryItems(db, 'grass', lang), lowestGrassDeliveryCents(db)]);
    return withBreadcrumbs<SodDeliveryData>(lang, {
      items,
      deliveryFromCents,
      crumbs: crumbsFor(lang, [{ id: 'services' }, { id: 'sodDelivery' }]),
    });
  },
};
