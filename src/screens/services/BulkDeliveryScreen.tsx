import Link from 'next/link';
import { Button, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { BulkDeliveryData } from '@/server/pages/loaders/bulk-delivery';
import { PriceLabel } from '../catalogue/parts/PriceLabel';
import { CallToAction } from '../catalogue/parts/CallToAction';

const POINTS = ['fast', 'placement', 'mixed', 'pickup'] as const;

export default function BulkDeliveryScreen({ lang, data }: PageProps<BulkDeliveryData>) {
  const { t } = useTranslation('catalogue');
  const call = useCallLink();
  return (
    <>
      <Container size="lg" py="xl">
        <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('common:breadcrumbLabel')} />
        <Button component={Link} prefetch={false} href={pathFor(lang, 'services')} locale={false} variant="subtle" px={0} mb="sm">
          ← {t('bulk.back')}
        </Button>
        <Title order={1}>{t('bulk.title')}</Title>
        <Text size="lg" mt="sm" maw={720}>
          {t('bulk.intro')}
        </Text>
        <Grid gap="xl" mt="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Title order={2} mb="md">
              {t('bulk.itemsTitle')}
            </Title>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <Paper key={item.slug} component="li" withBorder p="md" radius="md">
                  <Grid align="center">
                    <Grid.Col span={{ base: 12, sm: 7 }}>
                      <Title order={3} size="h5">
                        <Link prefetch={false} href={`${pathFor(lang, item.category)}#${item.slug}`} locale={false} className="theme-link">
                          {item.name}
                        </Link>
                      </Title>
                      <Text size="sm" lineClamp={2}>
                        {item.description}
                      </Text>
                      {item.coverage && (
                        <Text size="sm" c="gray.7">
                          {item.coverage}
                        </Text>
                      )}
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <PriceLabel lang={lang} priceCents={item.priceCents} wasPriceCents={item.wasPriceCents} unitLabel={item.unitLabel} member={{ slug: item.slug, unit: item.baseUnit }} size="md" />
                    </Grid.Col>
                  </Grid>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg" radius="md" bg="gray.0">
              <Title order={2} size="h4" mb="sm">
                {t('bulk.howTitle')}
              </Title>
              <List spacing="xs" size="sm">
                {POINTS.map((p) => (
                  <List.Item key={p}>{t(`bulk.points.${p}`)}</List.Item>
                ))}
              </List>
              <Stack mt="md" gap="xs">
                <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false}>
                  {t('common:actions.getFreeQuote')}
                </Button>
                <Button component="a" href={call.href} variant="outline">
                  {call.label}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
      <CallToAction lang={lang} />
    </>
  );
}
