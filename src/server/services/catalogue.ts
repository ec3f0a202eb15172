// Reads of the catalogue for public pages and the quote calculator.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import type { CategoryKey } from '@/content/types';

const productSelect = {
  id: true,
  slug: true,
  unitType: true,
  nameEn: true,
  nameEs: true,
  sortOrder: true,
  category: { select: { key: true, nameEn: true, nameEs: true, sortOrder: true } },
  priceBook: { select: { listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true } },
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
export async function listActiveDeliveryBands(db: Db) {
  return db.deliveryRate.findMany({
    where: { isActive: true },
    select: { id: true, deliveryType: true, mileRangeStart: true, mileRangeEnd: true, rateType: true, rateCents: true },
    orderBy: [{ deliveryType: 'asc' }, { mileRangeStart: 'asc' }],
  });
}

export function localizedName(p: { nameEn: string; nameEs: string }, lang: Lang): string {
  return lang === 'es' ? p.nameEs : p.nameEn;
}
