import { getDb } from '@/server/db/client';
import { listBulkItems, type CatalogueItem } from '@/server/services/catalogue-pages';
import type { Crumb } from '@/lib/structured-data';
import type { PageLoader } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

export interface BulkDeliveryData {
  items: CatalogueItem[];
  crumbs: Crumb[];
}

/** Bulk delivery: every active bulk product with its price, from the database. */
export const loader: PageLoader = {
  load: async ({ lang }) =>
    withBreadcrumbs<BulkDeliveryData>(lang, {
      items: await listBulkItems(getDb(), lang),
      crumbs: crumbsFor(lang, [{ id: 'services' }, { id: 'bulkDelivery' }]),
    }),
};
