// What the frame of every public page shows from the database: the header's product menu and
// the areas served (footer, structured data). Read once per page (re)build.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { buildMenu, type MenuCategory } from '@/components/layout/menu';
import { loadAreaCards } from './service-areas';

export interface SiteFrame {
  menu: MenuCategory[];
  /** Every area served, in order, by page slug and name. */
  areas: { slug: string; name: string }[];
}

export async function loadSiteFrame(db: Db, lang: Lang): Promise<SiteFrame> {
  const [categories, areas] = await Promise.all([
    db.category.findMany({
      orderBy: { sortOrder: 'asc' },
      select: {
        key: true,
        products: { where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }], select: { slug: true, nameEn: true, nameEs: true } },
      },
    }),
    loadAreaCards(db, lang),
  ]);
  return { menu: buildMenu(categories, lang), areas: areas.map(({ slug, name }) => ({ slug, name })) };
}
