import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ContentTabs } from '@/components/ContentTabs';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { CategoryPageData } from '@/server/pages/loaders/category-page';
import { CategoryHero } from './parts/CategoryHero';
import { ProductGrid } from './parts/ProductGrid';
import { Section } from './parts/Section';
import { GuideCards, GuideList } from './parts/GuideList';
import { CoverageLink } from './parts/CoverageLink';
import { CallToAction } from './parts/CallToAction';
import classes from './parts/catalogue.module.css';
import tableClasses from '@/components/table.module.css';

const STATS = ['inStock', 'varieties', 'delivery', 'satisfaction'] as const;
const PRO = ['prep', 'grade', 'lay', 'roll', 'guarantee'] as const;
const DIY = ['measure', 'clear', 'soil', 'lay', 'water'] as const;
const CARE = ['watering', 'sunlight', 'planting', 'fertilization'] as const;
const SUMMER = ['morning', 'deep', 'mowHigh', 'pests'] as const;
const WINTER = ['dormant', 'water', 'leaves', 'noFert'] as const;

export default function GrassScreen({ lang, data }: PageProps<CategoryPageData>) {
  const { t } = useTranslation('catalogue');
  const { items, crumbs } = data;
  return (
    <>
      <CategoryHero lang={lang} crumbs={crumbs} title={t('grass.title')} intro={t('grass.intro')} image="/images/categories/grass.webp" category="grass" />

      <section aria-label={t('grass.stats.label')} style={{ background: 'var(--mantine-color-turf-9)', color: '#fff' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} maw={1140} mx="auto" p="lg">
          {STATS.map((key) => (
            <div key={key} style={{ textAlign: 'center' }}>
              <Text fz={32} fw={800}>
                {t(`grass.stats.${key}.value`)}
              </Text>
              <Text size="sm">{t(`grass.stats.${key}.label`)}</Text>
            </div>
          ))}
        </SimpleGrid>
      </section>

      <Section id="grass-varieties" title={t('grass.varietiesTitle')}>
        <ContentTabs
          label={t('grass.tabs.label')}
          tabs={[
            {
              value: 'all',
              label: t('grass.tabs.all'),
              panel: <ProductGrid lang={lang} items={items} detailHref={(item) => pathFor(lang, 'grassProduct', { product: item.slug })} />,
            },
            {
              value: 'compare',
              label: t('grass.tabs.compare'),
              panel: (
                <>
                  <div className={classes.tableWrap}>
                    <table className={`${tableClasses.table} ${tableClasses.bordered} ${tableClasses.striped} ${tableClasses.hover}`} style={{ minWidth: 720 }}>
                      <caption className="visually-hidden">{t('grass.compare.caption')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('grass.compare.variety')}</th>
                          <th scope="col">{t('grass.compare.bestFor')}</th>
                          <th scope="col">{t('grass.compare.sun')}</th>
                          <th scope="col">{t('grass.compare.water')}</th>
                          <th scope="col">{t('grass.compare.traffic')}</th>
                          <th scope="col">{t('grass.compare.establishment')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {items.map((item) => (
                          <tr key={item.slug}>
                            <th scope="row">{item.name}</th>
                            <td>{item.bestFor ?? '-'}</td>
                            <td>{item.sun ?? '-'}</td>
                            <td>{item.water ?? '-'}</td>
                            <td>{item.traffic ?? '-'}</td>
                            <td>{item.establishment ?? '-'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              ),
            },
          ]}
        />
      </Section>

      <Section id="grass-install" title={t('grass.install.title')} muted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('grass.install.pro.title')} prefix="grass.install.pro.items" keys={PRO} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('grass.install.diy.title')} prefix="grass.install.diy.items" keys={DIY} ordered />
          </Paper>
        </SimpleGrid>
        <CoverageLink lang={lang} />
      </Section>

      <Section id="grass-care" title={t('grass.care.title')}>
        <GuideCards prefix="grass.care" keys={CARE} />
      </Section>

      <Section id="grass-seasons" title={t('grass.seasons.title')} muted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('grass.seasons.summer.title')} prefix="grass.seasons.summer.items" keys={SUMMER} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <GuideList title={t('grass.seasons.winter.title')} prefix="grass.seasons.winter.items" keys={WINTER} />
          </Paper>
        </SimpleGrid>
      </Section>

      <CallToAction lang={lang} />
    </>
  );
}
