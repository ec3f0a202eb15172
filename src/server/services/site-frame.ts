// What the frame of every public page shows from the database: the header's product menu, the
// areas served (footer, structured data) and the business facts (header, footer, structured
// data). Read once per page (re)build.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { buildMenu, type MenuCategory } from '@/routing/menu';
import { loadAreaCards } from './service-areas';
import { loadBusinessFacts } from './business-settings';
import type { BusinessFacts } from '@/domain/business-facts';
import type { SitePhotos } from '@/lib/page-data';
import { photoSelect, shownPhoto } from './photo-display';

export interface SiteFrame {
  menu: MenuCategory[];
  /** Every area served, in order, by page slug and name. */
  areas: { slug: string; name: string }[];
  /** Name, phone, address, hours… as the owner keeps them in /admin → Business settings. */
  business: BusinessFacts;
  /** Uploaded category and storefront photos, in the page's language. */
  photos?: SitePhotos;
}

export async function loadSiteFrame(db: Db, lang: Lang): Promise<SiteFrame> {
  const [categories, areas, business] = await Promise.all([
    db.category.findMany({
      orderBy: { sortOrder: 'asc' },
      select: {
        key: true,
        photo: { select: photoSelect },
        products: { where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }], select: { slug: true, nameEn: true, nameEs: true } },
      },
    }),
    loadAreaCards(db, lang),
    loadBusinessFacts(db),
  ]);
  const storefront = await db.businessSettings.findUnique({ where: { id: 1 }, select: { storefrontPhoto: { select: photoSelect } } });
  const photos: SitePhotos = {
    storefront: storefront?.storefrontPhoto ? shownPhoto(storefront.storefrontPhoto, lang) : null,
    categories: Object.fromEntries(categories.flatMap((c) => (c.photo ? [[c.key, shownPhoto(c.photo, lang)]] : []))),
  };
  return { menu: buildMenu(categories, lang), areas: areas.map(({ slug, name }) => ({ slug, name })), business, photos };
}
