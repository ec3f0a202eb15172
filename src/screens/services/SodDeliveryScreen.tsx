import Link from 'next/link';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { QuoteCallButtons } from '@/components/QuoteCallButtons';
import { StepNumber } from '@/components/StepNumber';
import { formatCents } from '@/lib/format';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { SodDeliveryData } from '@/server/pages/loaders/sod-delivery';
import { CategoryHero } from '../catalogue/parts/CategoryHero';
import { PriceLabel } from '../catalogue/parts/PriceLabel';
import { Section } from '../catalogue/parts/Section';
import { CallToAction } from '../catalogue/parts/CallToAction';
import classes from '../catalogue/parts/catalogue.module.css';
import tableClasses from '@/components/table.module.css';

const STEPS = ['prep', 'delivery', 'install', 'walkthrough'] as const;

export default function SodDeliveryScreen({ lang, data }: PageProps<SodDeliveryData>) {
  const { t } = useTranslation('catalogue');
  const { items, deliveryFromCents, crumbs } = data;
  return (
    <>
      <CategoryHero lang={lang} crumbs={crumbs} title={t('sod.title')} intro={t('sod.intro')} image="/images/services/sod-delivery.webp">
        {deliveryFromCents !== null && (
          <Text fw={700} size="lg" c="turf.8">
            {t('sod.deliveryFrom', { price: formatCents(deliveryFromCents, lang) })}
          </Text>
        )}
        <QuoteCallButtons lang={lang} />
      </CategoryHero>

      <Section id="sod-varieties" title={t('sod.varietiesTitle')}>
        <div className={classes.tableWrap}>
          <table className={`${tableClasses.table} ${tableClasses.bordered} ${tableClasses.striped}`}>
            <caption className="visually-hidden">{t('sod.varietiesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('grass.compare.variety')}</th>
                <th scope="col" className={tableClasses.wide}>
                  {t('grass.compare.bestFor')}
                </th>
                <th scope="col">{t('sod.price')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.slug}>
                  <th scope="row">
                    <Link prefetch={false} href={pathFor(lang, 'grassProduct', { product: item.slug })} locale={false} className="theme-link">
                      {item.name}
                    </Link>
                    {item.bestFor && (
                      <Text component="span" display="block" size="xs" fw={400} c="dimmed" className={tableClasses.onlyNarrow}>
                        {item.bestFor}
                      </Text>
                    )}
                  </th>
                  <td className={tableClasses.wide}>{item.bestFor ?? '-'}</td>
                  <td>
                    <PriceLabel lang={lang} priceCents={item.priceCents} wasPriceCents={item.wasPriceCents} unitLabel={item.unitLabel} member={{ slug: item.slug, unit: item.baseUnit }} size="md" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="sod-process" title={t('sod.process.title')} muted>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, i) => (
            <Paper key={step} component="li" withBorder p="lg" radius="md">
              <StepNumber value={i + 1} />
              <Title order={3} size="h5">
                {t(`sod.process.${step}.title`)}
              </Title>
              <Text size="sm" fw={700} c="soil.8" mt={4}>
                {t(`sod.process.${step}.time`)}
              </Text>
              <Text size="sm" mt={4}>
                {t(`sod.process.${step}.text`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
