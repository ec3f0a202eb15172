import { CategoryImage } from '@/components/CategoryImage';
import { gridSizes } from '@/components/image-sizes';
import Link from 'next/link';
import { Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { Crumb } from '@/lib/structured-data';
import type { CategoryKey } from '@/content/types';
import { CallToAction } from '../catalogue/parts/CallToAction';
import classes from '../catalogue/parts/catalogue.module.css';

// The spec's order for this page.
const CATEGORIES: CategoryKey[] = ['grass', 'soil', 'rock', 'mulch', 'sand'];
const CATEGORY_COLS = { base: 1, sm: 2, lg: 3 };
const CATEGORY_SIZES = gridSizes(CATEGORY_COLS, 'lg');

export default function ProductsScreen({ lang, data }: PageProps<{ crumbs: Crumb[] }>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Container size="lg" py="xl">
        <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('common:breadcrumbLabel')} />
        <Title order={1}>{t('products.title')}</Title>
        <Text size="lg" mt="sm" mb="xl" maw={720}>
          {t('products.intro')}
        </Text>
        <SimpleGrid cols={CATEGORY_COLS} spacing="lg">
          {CATEGORIES.map((key, i) => (
            <Card key={key} component="article" withBorder radius="md" padding="lg" className={classes.card}>
              <Card.Section className={classes.cardImage}>
                <CategoryImage category={key} sizes={CATEGORY_SIZES} priority={i === 0} />
              </Card.Section>
              <Title order={2} size="h3" mt="md">
                <Link prefetch={false} href={pathFor(lang, key)} locale={false} className={classes.titleLink}>
                  {t(`common:nav.${key}`)}
                </Link>
              </Title>
              <Text size="sm" mt="xs" style={{ flex: 1 }}>
                {t(`products.categories.${key}`)}
              </Text>
              <Button component={Link} prefetch={false} href={pathFor(lang, key)} locale={false} mt="md" variant="light">
                {t('products.browse', { name: t(`common:nav.${key}`) })}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <CallToAction lang={lang} />
    </>
  );
}
