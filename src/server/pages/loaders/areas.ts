import { getDb } from '@/server/db/client';
import { areasWithoutZip, serviceAreas } from '@/content/service-areas';
import { localBusinessJsonLd } from '@/lib/structured-data';
import type { Lang } from '@/i18n/languages';
import type { AreaCard, AreasData } from '@/screens/areas/types';
import type { PageDefinition } from '../definition';

/** Staff can edit areas in the database; pages pick changes up within the hour. */
export const AREAS_REVALIDATE_SECONDS = 3600;

/**
 * Service areas in the page language, from the database (what staff maintain), ordered as
 * staff ordered them. Before the first seed the built-in list stands in.
 */
export async function loadServiceAreas(lang: Lang): Promise<AreaCard[]> {
  const rows = await getDb().serviceArea.findMany({
    orderBy: { sortOrder: 'asc' },
    select: {
      slug: true,
      name: true,
      deliveryTimeEn: true,
      deliveryTimeEs: true,
      descriptionEn: true,
      descriptionEs: true,
      featured: true,
      distanceMinutes: true,
      population: true,
    },
  });
  if (rows.length > 0) {
    return rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      deliveryTime: lang === 'es' ? r.deliveryTimeEs : r.deliveryTimeEn,
      description: lang === 'es' ? r.descriptionEs : r.descriptionEn,
      featured: r.featured,
      distanceMinutes: r.distanceMinutes,
      population: r.population,
    }));
  }
  return serviceAreas.map((a) => ({
    slug: a.slug,
    name: a.name,
    deliveryTime: a.deliveryTime[lang],
    description: a.description[lang],
    featured: a.featured,
    distanceMinutes: a.distanceMinutes,
    population: a.population,
  }));
}

/** The areas page: ZIP check, then featured and extended area cards. */
export const definition: PageDefinition = {
  ns: ['pages', 'quote'],
  revalidate: AREAS_REVALIDATE_SECONDS,
  load: async ({ lang }) => {
    const data: AreasData = { areas: await loadServiceAreas(lang), alsoServing: areasWithoutZip.map((name) => name[lang]) };
    return { data, meta: { structuredData: [localBusinessJsonLd(lang)] } };
  },
};
