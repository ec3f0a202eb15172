import Link from 'next/link';
import { Anchor, Badge, Blockquote, Button, Card, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { FaqList } from '@/components/FaqList';
import { useCallLink } from '@/components/layout/business';
import { formatInteger, formatWholeDollars, formatYearMonth } from '@/lib/format-local';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { AreaDetailData } from '@/lib/screen-data/areas';
import classes from './AreaDetail.module.css';

/** One town we deliver to: hero, stats, services, call to action, then the further sections. */
export default function AreaDetailScreen({ lang, data }: PageProps<AreaDetailData>) {
  const { t } = useTranslation('pages');
  const call = useCallLink();
  const { name } = data;
  const stats = [
    { label: t('areaDetail.statPopulation'), value: data.population !== null ? formatInteger(data.population, lang) : '—' },
    { label: t('areaDetail.statFounded'), value: String(data.founded) },
    { label: t('areaDetail.statIncome'), value: formatWholeDollars(data.demographics.medianIncomeCents, lang) },
    { label: t('areaDetail.statHomeownership'), value: t('areaDetail.percent', { value: data.demographics.homeownershipPercent }) },
  ];
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('breadcrumbs.label')} />
      <Anchor component={Link} prefetch={false} href={pathFor(lang, 'areas')} locale={false} size="sm">
        <span aria-hidden="true">← </span>
        {t('areaDetail.back')}
      </Anchor>

      <Paper component="header" className={classes.hero} radius="lg" p={{ base: 'lg', md: 'xl' }} mt="md">
        <Stack gap="md" maw={760}>
          <Group gap="xs">
            {data.population !== null && (
              <Badge color="soil.8" variant="filled" size="lg">
                {t('areaDetail.populationBadge', { value: formatInteger(data.population, lang) })}
              </Badge>
            )}
            <Badge color="turf.8" variant="filled" size="lg">
              {t('areaDetail.localExpert')}
            </Badge>
            <Badge color="turf.8" variant="filled" size="lg">
              {t('areaDetail.topRated')}
            </Badge>
          </Group>
          <Title order={1}>{t('areaDetail.heroTitle', { name, state: data.state })}</Title>
          <Text size="lg">{data.description}</Text>
          {data.deliveryTime && (
            <Text fw={600}>
              {t('areaDetail.deliveryTime')}: {data.deliveryTime}
            </Text>
          )}
        </Stack>
      </Paper>

      <section aria-label={t('areaDetail.statsHeading', { name })}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mt="xl" component="dl" className={classes.stats}>
          {stats.map((s) => (
            <Paper key={s.label} withBorder radius="md" p="md" ta="center" className={classes.statTile}>
              <Text component="dt" size="sm">
                {s.label}
              </Text>
              <Text component="dd" fz={28} fw={700} c="turf.8" className={classes.statValue}>
                {s.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
        <section aria-labelledby="area-features">
          <Title order={2} id="area-features" mb="md">
            {t('areaDetail.featuresHeading', { name })}
          </Title>
          <List spacing="sm">
            {data.features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </section>
        <Paper component="section" aria-labelledby="area-cta" radius="lg" p="xl" bg="turf.9" c="white">
          <Title order={2} id="area-cta" mb="sm">
            {t('areaDetail.ctaHeading', { name })}
          </Title>
          <Text mb="lg">{t('areaDetail.ctaText')}</Text>
          <Group>
            <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} color="white" c="turf.9" size="md">
              {t('common:actions.getFreeQuote')}
            </Button>
            <Button component="a" href={call.href} variant="outline" color="white" size="md">
              {call.shownPhone ? t('areaDetail.callPhone', { phone: call.shownPhone }) : call.label}
            </Button>
          </Group>
        </Paper>
      </SimpleGrid>

      <section aria-labelledby="area-services" style={{ marginTop: 48 }}>
        <Title order={2} id="area-services" mb="md">
          {t('areaDetail.servicesHeading', { name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {data.services.map((s) => (
            <Card key={s.title} withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4">
                  {s.title}
                </Title>
                <Text fw={700} c="turf.8">
                  {t('areaDetail.priceFrom', { price: formatWholeDollars(s.priceFromCents, lang) })}
                </Text>
                <Text size="sm">{s.description}</Text>
                <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} variant="light" mt="auto">
                  {t('common:actions.getQuote')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
        <section aria-labelledby="area-testimonials">
          <Title order={2} id="area-testimonials" mb="md">
            {t('areaDetail.testimonialsHeading', { name })}
          </Title>
          <Stack gap="md">
            {data.testimonials.map((item) => (
              <Blockquote key={item.name} color="turf" p="md" radius="md">
                <Text component="p" size="sm" c="soil.8" fw={700} role="img" aria-label={t('areaDetail.rating', { rating: item.rating })}>
                  <span aria-hidden="true">{'★'.repeat(item.rating)}</span>
                </Text>
                <Text component="p" mt={4}>
                  {item.text}
                </Text>
                <Text component="footer" size="sm" mt="xs" fw={600}>
                  {item.name} · {item.project}
                </Text>
              </Blockquote>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="area-projects">
          <Title order={2} id="area-projects" mb="md">
            {t('areaDetail.recentHeading', { name })}
          </Title>
          <Stack gap="md">
            {data.recentProjects.map((p) => (
              <Card key={p.title} withBorder radius="md" padding="md" component="article">
                <Title order={3} size="h5">
                  {p.title}
                </Title>
                {p.type && (
                  <Badge variant="light" color="soil" mt={6}>
                    {p.type}
                  </Badge>
                )}
                {(p.size || p.completed) && (
                  <Text size="sm" mt={6}>
                    {[p.size && `${t('areaDetail.projectSize')}: ${p.size}`, p.completed && `${t('areaDetail.projectCompleted')}: ${formatYearMonth(p.completed, lang)}`].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        </section>
      </SimpleGrid>

      <section aria-labelledby="area-faq" style={{ marginTop: 48 }}>
        <Title order={2} id="area-faq" mb="md">
          {t('areaDetail.faqHeading')}
        </Title>
        <FaqList items={data.faqs} />
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
        <section aria-labelledby="area-demographics">
          <Title order={2} id="area-demographics" mb="md">
            {t('areaDetail.demographicsHeading', { name })}
          </Title>
          <dl className={classes.facts}>
            <dt>{t('areaDetail.statPopulation')}</dt>
            <dd>{data.population !== null ? formatInteger(data.population, lang) : '—'}</dd>
            <dt>{t('areaDetail.statFounded')}</dt>
            <dd>{data.founded}</dd>
            <dt>{t('areaDetail.statIncome')}</dt>
            <dd>{formatWholeDollars(data.demographics.medianIncomeCents, lang)}</dd>
            <dt>{t('areaDetail.statHomeownership')}</dt>
            <dd>{t('areaDetail.percent', { value: data.demographics.homeownershipPercent })}</dd>
            <dt>{t('areaDetail.avgHomeValue')}</dt>
            <dd>{formatWholeDollars(data.demographics.avgHomeValueCents, lang)}</dd>
          </dl>
        </section>
        {data.nearby.length > 0 && (
          <nav aria-labelledby="area-nearby">
            <Title order={2} id="area-nearby" mb="md">
              {t('areaDetail.nearbyHeading')}
            </Title>
            <Group gap="sm">
              {data.nearby.map((n) => (
                <Button key={n.slug} component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: n.slug })} locale={false} variant="default">
                  {n.name}
                </Button>
              ))}
            </Group>
          </nav>
        )}
      </SimpleGrid>
    </Container>
  );
}
