import { ResponsiveImage } from '@/components/ResponsiveImage';
import { CategoryImage } from '@/components/CategoryImage';
import { gridSizes } from '@/components/image-sizes';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Anchor, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { StepNumber } from '@/components/StepNumber';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { QuoteData } from '@/server/services/catalogue';
import type { CategoryKey } from '@/content/types';
import type { GalleryCard, TestimonialCard } from '@/lib/screen-data/home';
import classes from './home.module.css';

// The interactive parts below the first screen: rendered by the server with the page, their code
// in chunks of their own (next/dynamic) that download beside the page's.
const QuoteCalculator = dynamic(() => import('@/features/quote/QuoteCalculator').then((m) => m.QuoteCalculator));
const MembershipCard = dynamic(() => import('@/features/leads/MembershipCard').then((m) => m.MembershipCard));
const TestimonialCarousel = dynamic(() => import('./TestimonialCarousel').then((m) => m.TestimonialCarousel));
const ProjectGallery = dynamic(() => import('./ProjectGallery').then((m) => m.ProjectGallery));

const BADGES = ['delivery', 'quality', 'family'] as const;
const WHY = ['fastDelivery', 'freshCut', 'expertService', 'familyOwned'] as const;
const CATEGORIES: CategoryKey[] = ['grass', 'rock', 'mulch', 'soil'];
const CATEGORY_COLS = { base: 1, sm: 2, md: 4 };
const CATEGORY_SIZES = gridSizes(CATEGORY_COLS, 'lg');

export default function HomeScreen({ lang, data }: PageProps<{ quoteData?: QuoteData; gallery?: GalleryCard[]; testimonials?: TestimonialCard[] }>) {
  const { t } = useTranslation('home');
  const call = useCallLink();
  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <ResponsiveImage src="/images/hero.webp" alt="" fill priority sizes="100vw" className={classes.heroImage} />
        <Container size="lg" py={64} w="100%">
          <Stack gap="lg" maw={720}>
            <Title order={1} id="hero-title" c="white">
              {t('hero.title')}
            </Title>
            <Text size="xl">{t('hero.subtitle')}</Text>
            <Group>
              <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} size="lg" color="soil.7">
                {t('common:actions.getFreeQuote')}
              </Button>
              <Button component="a" href={call.href} size="lg" variant="white" color="turf.9">
                {call.label}
              </Button>
            </Group>
            <Group gap="xs">
              {BADGES.map((key) => (
                <Badge key={key} size="lg" className={classes.heroBadge} tt="none">
                  {t(`hero.badges.${key}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Container>
      </section>

      {lang === 'en' && (
        <div className={classes.banner} lang="es">
          <Container size="lg" py="sm">
            <Text ta="center" size="sm">
              {t('spanishBanner.text')}{' '}
              <Anchor component={Link} prefetch={false} href={pathFor('es', 'home')} locale={false} hrefLang="es" fw={700} c="soil.9">
                {t('spanishBanner.link')}
              </Anchor>
            </Text>
          </Container>
        </div>
      )}

      <Container size="lg" py="xl" component="section" aria-labelledby="why-title">
        <Title order={2} id="why-title" ta="center" mb="lg">
          {t('why.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {WHY.map((key, i) => (
            <Paper key={key} withBorder p="lg" radius="md">
              <StepNumber value={i + 1} />
              <Title order={3} size="h4">
                {t(`why.${key}.title`)}
              </Title>
              <Text size="sm" mt={4}>
                {t(`why.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl" component="section" aria-labelledby="categories-title">
        <Title order={2} id="categories-title" ta="center" mb="lg">
          {t('categories.title')}
        </Title>
        <SimpleGrid cols={CATEGORY_COLS} spacing="lg">
          {CATEGORIES.map((key) => (
            <Card key={key} withBorder radius="md" padding="lg" component="article" className={classes.categoryCard}>
              <Card.Section className={classes.cardImage}>
                <CategoryImage category={key} sizes={CATEGORY_SIZES} />
              </Card.Section>
              <Title order={3} size="h4" mt="md">
                {t(`common:nav.${key}`)}
              </Title>
              <Text size="sm" mt={4} style={{ flex: 1 }}>
                {t(`categories.${key}`)}
              </Text>
              <Button component={Link} prefetch={false} href={pathFor(lang, key)} locale={false} variant="light" mt="md">
                {t('categories.shop', { name: t(`common:nav.${key}`) })}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl">
        <QuoteCalculator id="quote-calculator" initialData={data?.quoteData} />
      </Container>

      <Container size="lg" py="xl">
        <MembershipCard />
      </Container>

      <Container size="lg" py="xl" component="section" aria-labelledby="home-cta-title">
        <Paper p="xl" radius="md" bg="turf.8" c="white" ta="center">
          <Title order={2} id="home-cta-title">
            {t('cta.title')}
          </Title>
          <Text mt="xs" mb="md">
            {t('cta.text')}
          </Text>
          <Group justify="center">
            <Button component="a" href={call.href} variant="white" color="turf.9">
              {call.label}
            </Button>
            <Button component={Link} prefetch={false} href={pathFor(lang, 'contact')} locale={false} variant="outline" color="white">
              {t('common:actions.contactUs')}
            </Button>
          </Group>
        </Paper>
      </Container>

      {data?.testimonials?.length ? (
        <Container size="lg" py="xl">
          <TestimonialCarousel testimonials={data.testimonials} />
        </Container>
      ) : null}

      {data?.gallery?.length ? (
        <Container size="lg" py="xl">
          <ProjectGallery lang={lang} projects={data.gallery} />
        </Container>
      ) : null}
    </>
  );
}
