// The first contents of the database: catalogue, service areas and default delivery bands.
// Create-only: running it again adds what is missing and never overwrites what staff changed
// in /admin (prices, bands, texts), so it is safe to re-run at any time.
import { categories, deliveryBands, products } from '../src/content/catalogue';
import { serviceAreas } from '../src/content/service-areas';
import { defaultUnits } from '../src/content/units';
import { showcaseSeed } from '../src/content/showcase-seed';
import { createPrismaClient, type Db } from '../src/server/db/client';

export async function seedDatabase(url: string) {
  const db = createPrismaClient(url);
  try {
    await seedWith(db);
  } finally {
    await db.$disconnect();
  }
}

export async function seedWith(db: Db) {
  await db.$transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const c of categories) {
      const row = await tx.category.upsert({
        where: { key: c.key },
        create: { key: c.key, nameEn: c.name.en, nameEs: c.name.es, sortOrder: c.sortOrder },
        update: {},
        select: { id: true },
      });
      categoryIds.set(c.key, row.id);
    }

    const existing = new Set((await tx.product.findMany({ select: { slug: true } })).map((p) => p.slug));
    for (const p of products.filter((p) => !existing.has(p.slug))) {
      await tx.product.create({
        data: {
          slug: p.slug,
          categoryId: categoryIds.get(p.category)!,
          unitType: p.unitType,
          nameEn: p.name.en,
          nameEs: p.name.es,
          descriptionEn: p.description.en,
          descriptionEs: p.description.es,
          featuresEn: p.features.en,
          featuresEs: p.features.es,
          isFeatured: p.isFeatured,
          sortOrder: p.sortOrder,
          sunEn: p.sun?.en,
          sunEs: p.sun?.es,
          waterEn: p.water?.en,
          waterEs: p.water?.es,
          trafficEn: p.traffic?.en,
          trafficEs: p.traffic?.es,
          establishmentEn: p.establishment?.en,
          establishmentEs: p.establishment?.es,
          bestForEn: p.bestFor?.en,
          bestForEs: p.bestFor?.es,
          coverageEn: p.coverage?.en,
          coverageEs: p.coverage?.es,
          sizesEn: p.sizes?.en,
          sizesEs: p.sizes?.es,
          applicationsEn: p.applications?.en ?? [],
          applicationsEs: p.applications?.es ?? [],
          imagePath: p.image,
          priceBook: {
            create: {
              listPriceCents: p.listPriceCents,
              salePriceCents: p.salePriceCents,
              unitLabelEn: p.unitLabel.en,
              unitLabelEs: p.unitLabel.es,
            },
          },
          units: { create: defaultUnits(p.category, p.slug) },
        },
      });
    }

    if ((await tx.deliveryRate.count()) === 0) {
      await tx.deliveryRate.createMany({ data: deliveryBands });
    }

    for (const a of serviceAreas) {
      const area = await tx.serviceArea.upsert({
        where: { slug: a.slug },
        create: {
          slug: a.slug,
          name: a.name,
          deliveryTimeEn: a.deliveryTime.en,
          deliveryTimeEs: a.deliveryTime.es,
          descriptionEn: a.description.en,
          descriptionEs: a.description.es,
          featured: a.featured,
          distanceMinutes: a.distanceMinutes,
          population: a.population,
          sortOrder: a.sortOrder,
          minimumOrderCents: a.minimumOrderCents,
        },
        update: {},
        select: { id: true },
      });
      await tx.serviceAreaZip.createMany({
        data: a.zipCodes.map((zip) => ({ zip, areaId: area.id })),
        skipDuplicates: true,
      });
    }

    // Gallery projects and testimonials: staff edit them in /admin from then on.
    const { projects, testimonials } = showcaseSeed();
    await tx.project.createMany({ data: projects, skipDuplicates: true });
    await tx.testimonial.createMany({ data: testimonials, skipDuplicates: true });
  }, { timeout: 60_000 });
}
