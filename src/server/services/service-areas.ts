// The service areas, as staff keep them in the database (/admin → Areas): the one home of where
// we deliver, each area's ZIP codes, delivery time and minimum order. The areas page, the ZIP
// check, the footer, the contact page, the services map and the structured data all read them here.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import type { Lang } from '@/i18n/languages';
import type { AreaCard } from '@/lib/screen-data/areas';
import { findAreaByZip, normalizeZipInput, ZIP_LENGTH } from '@/domain/zip';

export const serviceAreaSelect = {
  id: true,
  slug: true,
  name: true,
  deliveryTimeEn: true,
  deliveryTimeEs: true,
  descriptionEn: true,
  descriptionEs: true,
  featured: true,
  distanceMinutes: true,
  population: true,
  sortOrder: true,
  minimumOrderCents: true,
  version: true,
  zipCodes: { select: { zip: true }, orderBy: { zip: 'asc' } },
} satisfies Prisma.ServiceAreaSelect;

export type ServiceAreaRow = Prisma.ServiceAreaGetPayload<{ select: typeof serviceAreaSelect }>;

/** Every area, in the order staff gave them. */
export function listServiceAreas(db: Pick<Db, 'serviceArea'>): Promise<ServiceAreaRow[]> {
  return db.serviceArea.findMany({ select: serviceAreaSelect, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] });
}

/** An area as the public pages show it, in one language. */
export function areaCard(row: ServiceAreaRow, lang: Lang): AreaCard {
  return {
    slug: row.slug,
    name: row.name,
    deliveryTime: lang === 'es' ? row.deliveryTimeEs : row.deliveryTimeEn,
    description: lang === 'es' ? row.descriptionEs : row.descriptionEn,
    featured: row.featured,
    distanceMinutes: row.distanceMinutes,
    population: row.population,
    minimumOrderCents: row.minimumOrderCents,
  };
}

/** The areas in the page language, for the public pages. */
export async function loadAreaCards(db: Pick<Db, 'serviceArea'>, lang: Lang): Promise<AreaCard[]> {
  return (await listServiceAreas(db)).map((row) => areaCard(row, lang));
}

export interface ZipAreaAnswer {
  slug: string;
  name: string;
  deliveryTime: string;
  /** The area's minimum order for delivery, in cents; null: none. */
  minimumOrderCents: number | null;
}

/**
 * The service area that delivers to a ZIP code, or null. A ZIP listed under two areas (77384)
 * answers with the area of lowest sortOrder, always the same one.
 */
export async function findServiceAreaByZip(db: Pick<Db, 'serviceArea'>, rawZip: string, lang: Lang): Promise<ZipAreaAnswer | null> {
  const zip = normalizeZipInput(rawZip);
  if (zip.length !== ZIP_LENGTH) return null;
  const areas = await db.serviceArea.findMany({
    where: { zipCodes: { some: { zip } } },
    select: { slug: true, name: true, deliveryTimeEn: true, deliveryTimeEs: true, sortOrder: true, minimumOrderCents: true, zipCodes: { select: { zip: true } } },
    orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
  });
  const area = findAreaByZip(
    areas.map((a) => ({ ...a, zipCodes: a.zipCodes.map((z) => z.zip) })),
    zip,
  );
  if (!area) return null;
  return { slug: area.slug, name: area.name, deliveryTime: lang === 'es' ? area.deliveryTimeEs : area.deliveryTimeEn, minimumOrderCents: area.minimumOrderCents };
}
