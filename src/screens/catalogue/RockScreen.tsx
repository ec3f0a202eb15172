import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ContentTabs } from '@/components/ContentTabs';
import type { PageProps } from '@/lib/page-data';
import type { CategoryPageData } from '@/server/pages/loaders/category-page';
import { CategoryHero } from './parts/CategoryHero';
import { ProductGrid } from './parts/ProductGrid';
import { Section } from './parts/Section';
import { GuideCards, GuideList } from './parts/GuideList';
import { CoverageLink } from './parts/CoverageLink';
import { CoverageTable } from './parts/CoverageTable';
import { CallToAction } from './parts/CallToAction';

const DEPTHS = [2, 3, 4, 6] as const;
const BENEFITS = ['drainage', 'lowMaintenance', 'erosion', 'lasting'] as const;
const STEPS = ['measure', 'excavate', 'fabric', 'edging', 'spread', 'rake'] as const;

export default function RockScreen({ lang, data }: PageProps<CategoryPageData>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <CategoryHero lang={lang} crumbs={data.crumbs} title={t('rock.title')} intro={t('rock.intro')} image="/images/categories/rock.webp" category="rock" />
      <Section id="rock-products" title={t('rock.productsTitle')}>
        <ContentTabs
          label={t('rock.tabs.label')}
          tabs={[
            {
              value: 'all',
              label: t('rock.tabs.all'),
              panel: <ProductGrid lang={lang} items={data.items} />,
            },
            {
              value: 'calculator',
              label: t('rock.tabs.calculator'),
              panel: (
                <>
                  <Text mb="md">{t('rock.calculator.intro')}</Text>
                  <CoverageTable prefix="rock.calculator" depths={DEPTHS} />
                  <CoverageLink lang={lang} />
                </>
              ),
            },
          ]}
        />
      </Section>
      <Section id="rock-benefits" title={t('rock.benefits.title')} muted>
        <GuideCards prefix="rock.benefits" keys={BENEFITS} />
      </Section>
      <Section id="rock-install" title={t('rock.install.title')}>
        <GuideList prefix="rock.install.steps" keys={STEPS} ordered />
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
