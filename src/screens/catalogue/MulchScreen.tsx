import { Paper, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ContentTabs } from '@/components/ContentTabs';
import type { PageProps } from '@/lib/page-data';
import type { CategoryPageData } from '@/server/pages/loaders/category-page';
import { CategoryHero } from './parts/CategoryHero';
import { ProductGrid } from './parts/ProductGrid';
import { Section } from './parts/Section';
import { GuideCards, GuideList } from './parts/GuideList';
import { CoverageLink } from './parts/CoverageLink';
import { CallToAction } from './parts/CallToAction';

const BENEFITS = ['moisture', 'weeds', 'temperature', 'soil'] as const;
const INSTALL = ['weed', 'edge', 'depth', 'trunks'] as const;
const MAINTAIN = ['refresh', 'rake', 'topUp', 'check'] as const;

export default function MulchScreen({ lang, data }: PageProps<CategoryPageData>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <CategoryHero lang={lang} crumbs={data.crumbs} title={t('mulch.title')} intro={t('mulch.intro')} image="/images/categories/mulch.webp" category="mulch" />
      <Section id="mulch-products" title={t('mulch.productsTitle')}>
        <ContentTabs
          label={t('mulch.tabs.label')}
          tabs={[
            {
              value: 'all',
              label: t('mulch.tabs.all'),
              panel: <ProductGrid lang={lang} items={data.items} />,
            },
            {
              value: 'benefits',
              label: t('mulch.tabs.benefits'),
              panel: <GuideCards prefix="mulch.benefits" keys={BENEFITS} />,
            },
          ]}
        />
      </Section>
      <Section id="mulch-guide" title={t('mulch.guide.title')} muted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('mulch.guide.install.title')} prefix="mulch.guide.install.items" keys={INSTALL} ordered />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('mulch.guide.maintain.title')} prefix="mulch.guide.maintain.items" keys={MAINTAIN} />
          </Paper>
        </SimpleGrid>
        <CoverageLink lang={lang} />
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
