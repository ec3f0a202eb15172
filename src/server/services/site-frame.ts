// What the frame of every public page shows from the database: the header's product menu, the
// areas served (footer, structured data) and the business facts (header, footer, structured
// data). Read once per page (re)build.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { buildMenu, type MenuCategory } from '@/components/layout/menu';
import { loadAreaCards } from './service-areas';
import { loadBusinessFacts } from './business-settings';
import type { BusinessFacts } from '@/domain/business-facts';

export interface SiteFrame {
  menu: MenuCategory[];
  /** Every area served, in order, by page slug and name. */
  areas: { slug: string; name: string }[];
  /** Name, phone, address, hours… as the owner keeps them in /admin → Business settings. */
  business: BusinessFacts;
}

export async function loadSiteFrame(db: Db, lang: Lang): Promise<SiteFrame> {
  const [categories, areas, business] = await Promise.all([
    db.category.findMany({
      orderBy: { sortOrder: 'asc' },
      select: {
        key: true,
        products: { where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }], select: { slug: true, nameEn: true, nameEs: true } },
      },
    }),
    loadAreaCards(db, lang),
    loadBusinessFacts(db),
  ]);
  return { menu: buildMenu(categories, lang), areas: areas.map(({ slug, name }) => ({ slug, name })), business };
}
