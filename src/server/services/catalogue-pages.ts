// Reads of the catalogue for the public category, product and service pages: localized,
// only what the pages show, prices as integer cents (null = "call for price").
import type { Db } from '@/server/db/client';
import { photoSelect, shownPhoto } from '@/server/services/photo-display';
import { photoUrl } from '@/domain/photo-upload';
import type { UploadedPhoto } from '@/domain/photo-upload';
import type { Lang } from '@/i18n/languages';
import type { CategoryKey } from '@/content/types';
import { shelfPrice } from '@/domain/pricing';
import { baseAmount, unitShelfPrice, type SaleUnit } from '@/domain/units';

const pageProductSelect = {
  slug: true,
  unitType: true,
  isFeatured: true,
  nameEn: true,
  nameEs: true,
  descriptionEn: true,
  descriptionEs: true,
  featuresEn: true,
  featuresEs: true,
  sunEn: true,
  sunEs: true,
  waterEn: true,
  waterEs: true,
  trafficEn: true,
  trafficEs: true,
  establishmentEn: true,
  establishmentEs: true,
  bestForEn: true,
  bestForEs: true,
  coverageEn: true,
  coverageEs: true,
  sizesEn: true,
  sizesEs: true,
  applicationsEn: true,
  applicationsEs: true,
  imagePath: true,
  photo: { select: photoSelect },
  category: { select: { key: true } },
  priceBook: { select: { listPriceCents: true, salePriceCents: true, unitLabelEn: true, unitLabelEs: true } },
} as const;

/** A product as a public page shows it, in one language. */
export interface CatalogueItem {
  slug: string;
  category: CategoryKey;
  name: string;
  description: string;
  features: string[];
  /** Effective price (sale, else list) in cents; null when there is none to show. */
  priceCents: number | null;
  /** The list price when a sale price is in effect, for a struck-through label. */
  wasPriceCents: number | null;
  unitLabel: string;
  /** The unit `priceCents` is for (the price book's base unit): what a member price beside it is looked up by. */
  baseUnit: 'SQ_FT' | 'CUBIC_YARD';
  isFeatured: boolean;
  sun: string | null;
  water: string | null;
  traffic: string | null;
  establishment: string | null;
  bestFor: string | null;
  coverage: string | null;
  sizes: string | null;
  applications: string[];
  /** The picture's address (JSON-LD, og:image): the uploaded photo's largest copy, else the built-in picture. */
  image: string | null;
  /** The photo staff uploaded, shown instead of the built-in picture. */
  photo: UploadedPhoto | null;
}

type Row = Awaited<ReturnType<typeof findProducts>>[number];

function findProducts(db: Db, where: { category?: CategoryKey; slug?: string; unitType?: 'BULK' | 'GRASS' }) {
  return db.product.findMany({
    where: {
      isActive: true,
      ...(where.category ? { category: { key: where.category } } : {}),
      ...(where.slug ? { slug: where.slug } : {}),
      ...(where.unitType ? { unitType: where.unitType } : {}),
    },
    select: pageProductSelect,
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
  });
}

function localize(row: Row, lang: Lang): CatalogueItem {
  const es = lang === 'es';
  const pick = (en: string | null, sp: string | null) => (es ? sp || en : en) || null;
  const price = shelfPrice(row.priceBook);
  return {
    slug: row.slug,
    category: row.category.key as CategoryKey,
    name: es ? row.nameEs : row.nameEn,
    description: es ? row.descriptionEs : row.descriptionEn,
    features: es ? row.featuresEs : row.featuresEn,
    priceCents: price?.priceCents ?? null,
    wasPriceCents: price?.wasPriceCents ?? null,
    unitLabel: (es ? row.priceBook?.unitLabelEs : row.priceBook?.unitLabelEn) ?? '',
    baseUnit: row.unitType === 'GRASS' ? 'SQ_FT' : 'CUBIC_YARD',
    isFeatured: row.isFeatured,
    sun: pick(row.sunEn, row.sunEs),
    water: pick(row.waterEn, row.waterEs),
    traffic: pick(row.trafficEn, row.trafficEs),
    establishment: pick(row.establishmentEn, row.establishmentEs),
    bestFor: pick(row.bestForEn, row.bestForEs),
    coverage: pick(row.coverageEn, row.coverageEs),
    sizes: pick(row.sizesEn, row.sizesEs),
    applications: es ? row.applicationsEs : row.applicationsEn,
    image: row.photo ? photoUrl(row.photo.id, row.photo.widths.at(-1)!, 'webp') : row.imagePath,
    photo: row.photo ? shownPhoto(row.photo, lang) : null,
  };
}

/** Active products of a category, in the page language, in catalogue order. */
export async function listCategoryItems(db: Db, category: CategoryKey, lang: Lang): Promise<CatalogueItem[]> {
  return (await findProducts(db, { category })).map((row) => localize(row, lang));
}

/** Active bulk (non-grass) products, for the bulk delivery page. */
export async function listBulkItems(db: Db, lang: Lang): Promise<CatalogueItem[]> {
  return (await findProducts(db, { unitType: 'BULK' })).map((row) => localize(row, lang));
}

/** One active product of a category by slug, or null. */
export async function findCategoryItem(db: Db, category: CategoryKey, slug: string, lang: Lang): Promise<CatalogueItem | null> {
  const [row] = await findProducts(db, { category, slug });
  return row ? localize(row, lang) : null;
}

/** A unit a product is sold in besides its base unit, as its page shows it: "$369.00 / pallet (450 sq ft)". */
export interface SoldUnit {
  unit: SaleUnit;
  /** Base units (square feet, cubic yards) in one, as a decimal string: "450", "2.67". */
  amount: string;
  /** Null: call for price. */
  priceCents: number | null;
  wasPriceCents: number | null;
}

/** The units an active product is sold in other than its base unit (the price its page leads with), in their order. */
export async function listSoldUnits(db: Db, slug: string): Promise<SoldUnit[]> {
  const product = await db.product.findFirst({
    where: { slug, isActive: true },
    select: {
      unitType: true,
      priceBook: { select: { listPriceCents: true, salePriceCents: true } },
      units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true }, orderBy: { sortOrder: 'asc' } },
    },
  });
  if (!product) return [];
  const base = product.unitType === 'GRASS' ? 'SQ_FT' : 'CUBIC_YARD';
  return product.units
    .filter((unit) => unit.unit !== base)
    .map((unit) => {
      const price = unitShelfPrice(product.priceBook, unit);
      return { unit: unit.unit, amount: baseAmount(unit), priceCents: price?.priceCents ?? null, wasPriceCents: price?.wasPriceCents ?? null };
    });
}

/** Slugs of the active products of a category (static paths of the product pages). */
export async function listCategorySlugs(db: Db, category: CategoryKey): Promise<string[]> {
  const rows = await db.product.findMany({
    where: { isActive: true, category: { key: category } },
    select: { slug: true },
    orderBy: { sortOrder: 'asc' },
  });
  return rows.map((r) => r.slug);
}

/** The lowest active flat grass delivery rate in cents: the sod page's "delivery from". */
export async function lowestGrassDeliveryCents(db: Db): Promise<number | null> {
  const band = await db.deliveryRate.findFirst({
    where: { isActive: true, deliveryType: 'GRASS', rateType: 'FLAT' },
    select: { rateCents: true },
    orderBy: { rateCents: 'asc' },
  });
  return band?.rateCents ?? null;
}
