// Reads of the catalogue for public pages and the quote calculator.
import type { Db } from '@/server/db/client';
import { shortLived } from '@/server/cache/short-lived';
import { onSiblingMessage, tellSiblings } from '@/server/cache/siblings';
import type { CategoryKey } from '@/content/types';
import { loadQuoteRules } from './quote-rules';

const productSelect = {
  id: true,
  slug: true,
  unitType: true,
  nameEn: true,
  nameEs: true,
  sortOrder: true,
  category: { select: { key: true, nameEn: true, nameEs: true, sortOrder: true } },
  priceBook: { select: { listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true } },
  units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true }, orderBy: { sortOrder: 'asc' } },
} as const;

/** Active products with their price-book entry, ordered by category then sort order. */
export async function listActiveProducts(db: Db, category?: CategoryKey) {
  return db.product.findMany({
    where: { isActive: true, ...(category ? { category: { key: category } } : {}) },
    select: productSelect,
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
  });
}

/** Active delivery bands ordered by type, then start miles (spec section 7). */
export async function listActiveDeliveryBands(db: Pick<Db, 'deliveryRate'>) {
  return db.deliveryRate.findMany({
    where: { isActive: true },
    select: { id: true, deliveryType: true, mileRangeStart: true, mileRangeEnd: true, rateType: true, rateCents: true },
    orderBy: [{ deliveryType: 'asc' }, { mileRangeStart: 'asc' }],
  });
}

/** What the quote calculator needs: active products with their units and prices, active delivery bands, and the quote rules. */
export async function loadQuoteData(db: Db) {
  const [products, bands, rules] = await Promise.all([listActiveProducts(db), listActiveDeliveryBands(db), loadQuoteRules(db)]);
  return { products, bands, rules };
}

export type QuoteData = Awaited<ReturnType<typeof loadQuoteData>>;

/** The calculator asks for the quote data on every page load; it changes only in /admin. */
export const QUOTE_DATA_TTL_MS = 5_000;
const quoteDataCache = shortLived<QuoteData>(QUOTE_DATA_TTL_MS);
onSiblingMessage('quote-data-changed', () => quoteDataCache.forget());

/** Quote data for the API: read at most once every few seconds per instance (prices are re-read from the database when a quote is saved). */
export function cachedQuoteData(db: Db): Promise<QuoteData> {
  return quoteDataCache.get(() => loadQuoteData(db));
}

/**
 * Called after a price, product or band change, so this instance and the other workers of its
 * machine answer with the new data at once (other machines within QUOTE_DATA_TTL_MS).
 */
export function forgetQuoteData() {
  quoteDataCache.forget();
  tellSiblings('quote-data-changed');
}
