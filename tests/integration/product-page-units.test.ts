// A grass variety's page leads with its price per square foot and lists the pallet, half pallet
// and piece with their sizes and prices: derived from the base price, or their own when staff set one.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDefinition } from '@/server/pages/definitions';
import { loadSiteFrame } from '@/server/services/site-frame';
import type { GrassProductData } from '@/server/pages/loaders/grass-product';
import { db } from './support/db';

const slug = `units-page-${randomUUID().slice(0, 8)}`;

afterAll(() => db.product.deleteMany({ where: { slug } }));

describe('a grass product page', () => {
  it('shows the pallet’s size and price beside the price per square foot', async () => {
    await db.product.create({
      data: {
        slug,
        unitType: 'GRASS',
        nameEn: 'Units page sod',
        nameEs: 'Pasto de la página de unidades',
        // Last in the shop, so other tests' "first grass product" stays the same.
        sortOrder: 1_000_000,
        category: { connect: { key: 'grass' } },
        priceBook: { create: { listPriceCents: 82, unitLabelEn: 'sq ft', unitLabelEs: 'pie²' } },
        units: {
          create: [
            { unit: 'SQ_FT', baseHundredths: 100, sortOrder: 4 },
            { unit: 'PALLET', baseHundredths: 45000, sortOrder: 1 },
            // A price of its own, on sale.
            { unit: 'HALF_PALLET', baseHundredths: 22500, listPriceCents: 19900, salePriceCents: 17900, sortOrder: 2 },
            { unit: 'PIECE', baseHundredths: 267, sortOrder: 3 },
          ],
        },
      },
    });
    const def = await pageDefinition('grassProduct');
    const page = await def.load!({ lang: 'es', params: { product: slug }, frame: await loadSiteFrame(db, 'es') });
    const data = page.data as GrassProductData;
    expect(data.item).toMatchObject({ priceCents: 82, unitLabel: 'pie²' });
    expect(data.units).toEqual([
      { unit: 'PALLET', amount: '450', priceCents: 36900, wasPriceCents: null },
      { unit: 'HALF_PALLET', amount: '225', priceCents: 17900, wasPriceCents: 19900 },
      { unit: 'PIECE', amount: '2.67', priceCents: 219, wasPriceCents: null },
    ]);
  });
});
