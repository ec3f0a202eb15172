// Shapes of the built-in content. Text a visitor reads is given in both languages.
export type Lang = 'en' | 'es';
export type Localized<T = string> = Record<Lang, T>;

export type CategoryKey = 'grass' | 'rock' | 'mulch' | 'soil' | 'sand';

export interface CategorySeed {
  /** Also its route (src/routing/routes.ts), which owns the URL in each language. */
  key: CategoryKey;
  name: Localized;
  sortOrder: number;
}

/** A product as first loaded into the database; staff edit it in /admin afterwards. */
export interface ProductSeed {
  /** URL segment, same in both languages: the English name lower-cased with hyphens. */
  slug: string;
  category: CategoryKey;
  /** Grass is delivered on pallets by the sod trucks; everything else is bulk. */
  unitType: 'GRASS' | 'BULK';
  name: Localized;
  description: Localized;
  features: Localized<string[]>;
  isFeatured: boolean;
  sortOrder: number;
  /** Price in integer cents (e.g. 82 for $0.82); null when the spec gives none. */
  listPriceCents: number | null;
  salePriceCents: number | null;
  unitLabel: Localized;
  // Catalogue attributes; omit the ones that do not apply.
  sun?: Localized;
  water?: Localized;
  traffic?: Localized;
  establishment?: Localized;
  bestFor?: Localized;
  coverage?: Localized;
  sizes?: Localized;
  applications?: Localized<string[]>;
  /** Path under /public, e.g. /images/products/raleigh.webp */
  image: string;
}

export interface ServiceAreaSeed {
  slug: string;
  name: string;
  zipCodes: string[];
  deliveryTime: Localized;
  description: Localized;
  featured: boolean;
  /** Drive time from the yard in minutes. */
  distanceMinutes: number;
  population: number;
  sortOrder: number;
  /** Smallest order delivered there, in cents (the spec's map figures); null: none set yet. */
  minimumOrderCents: number | null;
}

export interface DeliveryBandSeed {
  deliveryType: 'GRASS' | 'BULK';
  mileRangeStart: number;
  mileRangeEnd: number | null;
  rateType: 'PER_MILE' | 'FLAT';
  rateCents: number;
}
