import { ResponsiveImage } from '@/components/ResponsiveImage';
import { gridSizes } from '@/components/image-sizes';
import Link from 'next/link';
import { Button, Card, Container, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { ServicesData } from '@/lib/screen-data/services';
import { Section } from '../catalogue/parts/Section';
import { CallToAction } from '../catalogue/parts/CallToAction';
import classes from '../catalogue/parts/catalogue.module.css';
import { ServiceAreaMap } from './ServiceAreaMap';

const SERVICES = [
  { id: 'sodDelivery', image: '/images/services/sod-delivery.webp', points: ['fresh', 'install', 'schedule'] },
  { id: 'bulkDelivery', image: '/images/services/bulk-delivery.webp', points: ['materials', 'fast', 'placement'] },
] as const;
const SERVICE_COLS = { base: 1, md: 2 };
const SERVICE_SIZES = gridSizes(SERVICE_COLS, 'lg');

export default function ServicesScreen({ lang, data }: PageProps<ServicesData>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Container size="lg" py="xl">
        <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('common:breadcrumbLabel')} />
        <Title order={1}>{t('services.title')}</Title>
        <Text size="lg" mt="sm" mb="xl" maw={720}>
          {t('services.intro')}
        </Text>
        <SimpleGrid cols={SERVICE_COLS} spacing="lg">
          {SERVICES.map((service, i) => (
            <Card key={service.id} component="article" withBorder radius="md" padding="lg" className={classes.card}>
              <Card.Section className={classes.cardImage}>
                <ResponsiveImage src={service.image} alt="" fill sizes={SERVICE_SIZES} priority={i === 0} />
              </Card.Section>
              <Title order={2} size="h3" mt="md">
                {t(`services.${service.id}.title`)}
              </Title>
              <Text mt="xs">{t(`services.${service.id}.text`)}</Text>
              <List mt="sm" spacing={4} size="sm" style={{ flex: 1 }}>
                {service.points.map((p) => (
                  <List.Item key={p}>{t(`services.${service.id}.points.${p}`)}</List.Item>
                ))}
              </List>
              <Button component={Link} prefetch={false} href={pathFor(lang, service.id)} locale={false} mt="md">
                {t('services.learnMore', { name: t(`services.${service.id}.title`) })}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Section id="service-map" title={t('services.map.title')} muted>
        <Text mb="lg">{t('services.map.intro')}</Text>
        <ServiceAreaMap lang={lang} pins={data.pins} />
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
