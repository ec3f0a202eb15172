import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import type { CategoryPageData } from '@/server/pages/loaders/category-page';
import { CategoryHero } from './parts/CategoryHero';
import { ProductGrid } from './parts/ProductGrid';
import { Section } from './parts/Section';
import { GuideCards, GuideList } from './parts/GuideList';
import { CoverageLink } from './parts/CoverageLink';
import { CallToAction } from './parts/CallToAction';

const WHY = ['screened', 'local', 'blends', 'delivery'] as const;
const TIPS = ['test', 'depth', 'mix', 'settle', 'water'] as const;

// Products come with the statically generated page (revalidated), so there is no client-side
// loading state to show: the grid is complete on first paint.
export default function SoilScreen({ lang, data }: PageProps<CategoryPageData>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <CategoryHero lang={lang} crumbs={data.crumbs} title={t('soil.title')} intro={t('soil.intro')} image="/images/categories/soil.webp" category="soil" />
      <Section id="soil-products" title={t('soil.productsTitle')}>
        <ProductGrid lang={lang} items={data.items} />
      </Section>
      <Section id="soil-why" title={t('soil.why.title')} muted>
        <GuideCards prefix="soil.why" keys={WHY} />
      </Section>
      <Section id="soil-tips" title={t('soil.tips.title')}>
        <GuideList prefix="soil.tips.items" keys={TIPS} />
        <CoverageLink lang={lang} />
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
