// Products of the seeded catalogue the order tests quote.
import { db } from './db';

/** The first active grass product with a list price that is sold by the pallet. */
export async function grassProductId() {
  const product = await db.product.findFirstOrThrow({
    where: { isActive: true, category: { key: 'grass' }, priceBook: { listPriceCents: { gt: 0 } }, units: { some: { unit: 'PALLET' } } },
    select: { id: true },
    orderBy: { sortOrder: 'asc' },
  });
  return product.id;
}
