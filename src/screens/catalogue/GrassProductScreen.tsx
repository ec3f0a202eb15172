import { ResponsiveImage } from '@/components/ResponsiveImage';
import Link from 'next/link';
import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { QuoteCallButtons } from '@/components/QuoteCallButtons';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { GrassProductData } from '@/server/pages/loaders/grass-product';
import { PriceLabel } from './parts/PriceLabel';
import { UnitPrices } from './parts/UnitPrices';
import { CallToAction } from './parts/CallToAction';
import classes from './parts/catalogue.module.css';
import tableClasses from '@/components/table.module.css';
import { gridSizes } from '@/components/image-sizes';

// The photo's column (.halves in catalogue.module.css: two halves from md up).
const HALF_SIZES = gridSizes({ base: 1, md: 2 }, 'xl');
const ATTRIBUTES = ['bestFor', 'sun', 'water', 'traffic', 'establishment'] as const;

export default function GrassProductScreen({ lang, data }: PageProps<GrassProductData>) {
  const { t } = useTranslation('catalogue');
  const { item, units, crumbs } = data;
  return (
    <>
      <Container size="lg" py="xl">
        <Breadcrumbs lang={lang} crumbs={crumbs} label={t('common:breadcrumbLabel')} />
        <div className={classes.halves}>
          <div>
            {item.image && (
              <div className={classes.heroImage}>
                <ResponsiveImage src={item.photo ?? item.image} alt="" fill priority sizes={HALF_SIZES} />
              </div>
            )}
          </div>
          <Stack gap="md">
            <Title order={1}>{item.name}</Title>
            <PriceLabel lang={lang} priceCents={item.priceCents} wasPriceCents={item.wasPriceCents} unitLabel={item.unitLabel} size="xl" member={{ slug: item.slug, unit: item.baseUnit }} />
            <UnitPrices lang={lang} units={units} base={item.unitLabel} />
            <Text>{item.description}</Text>
            <QuoteCallButtons lang={lang} product={item.slug} />
          </Stack>
        </div>
        <div className={`${classes.halves} ${classes.spaced}`}>
          <div>
            <Title order={2} size="h3" mb="sm">
              {t('product.features')}
            </Title>
            <List spacing="xs">
              {item.features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Title order={2} size="h3" mb="sm">
              {t('product.specs')}
            </Title>
            <table className={`${tableClasses.table} ${tableClasses.bordered}`}>
              <tbody>
                {ATTRIBUTES.map((key) => (
                  <tr key={key}>
                    <th scope="row">{t(`grass.compare.${key}`)}</th>
                    <td>{item[key] ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <Button component={Link} prefetch={false} href={pathFor(lang, 'grass')} locale={false} variant="subtle" mt="xl">
          {t('product.back')}
        </Button>
      </Container>
      <CallToAction lang={lang} />
    </>
  );
}
