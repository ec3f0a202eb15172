import Link from 'next/link';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { StorefrontPhoto } from '@/components/StorefrontPhoto';
import { useBusiness, useCallLink } from '@/components/layout/business';
import { ABOUT_FIGURE_KEYS } from '@/domain/business-facts';
import { aboutValues } from '@/content/about';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import classes from './About.module.css';
import { storyOpening } from './story';

/** About: hero with badges, four stats, our story, four values, call to action. */
export default function AboutScreen({ lang }: PageProps) {
  const { t } = useTranslation('pages');
  const business = useBusiness();
  const call = useCallLink();
  const facts = { name: business.name, founder: business.founder ?? '', year: business.foundedYear };
  return (
    <>
      <section className={classes.hero} aria-labelledby="about-title">
        <Container size="lg" py={56}>
          <Stack gap="md" maw={760}>
            <Group gap="xs">
              <Badge size="lg" color="soil.8" variant="filled">
                {t('about.founded', { year: business.foundedYear })}
              </Badge>
              <Badge size="lg" color="turf.8" variant="filled">
                {t('about.familyOwned')}
              </Badge>
            </Group>
            <Title order={1} id="about-title">
              {t('about.title', { name: business.name })}
            </Title>
            <Text size="lg">{t('about.intro')}</Text>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <section aria-label={t('about.statsHeading')}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" className={classes.stats}>
            {ABOUT_FIGURE_KEYS.map((key) => (
              <Paper key={key} withBorder radius="md" p="lg" ta="center" className={classes.statTile}>
                <Text component="dt">{t(`about.stats.${key}`)}</Text>
                <Text component="dd" fz={36} fw={800} c="turf.8">
                  {business.aboutFigures[key]}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={56} component="section" aria-labelledby="about-story">
          <Stack gap="md">
            <Title order={2} id="about-story">
              {t('about.storyHeading')}
            </Title>
            <Text>{storyOpening(t, business)}</Text>
            <Text>{t('about.story2', facts)}</Text>
            <Text>{t('about.story3', facts)}</Text>
          </Stack>
          <StorefrontPhoto />
        </SimpleGrid>

        <section aria-labelledby="about-values" style={{ marginTop: 56 }}>
          <Title order={2} id="about-values" mb="md">
            {t('about.valuesHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {aboutValues.map((key) => (
              <Paper key={key} withBorder radius="md" p="lg" className={classes.value}>
                <Title order={3} size="h4" mb="xs">
                  {t(`about.values.${key}.title`)}
                </Title>
                <Text size="sm">{t(`about.values.${key}.text`)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>

        <Paper component="section" aria-labelledby="about-cta" radius="lg" p="xl" mt={56} bg="turf.9" c="white">
          <Title order={2} id="about-cta" mb="sm">
            {t('about.ctaHeading')}
          </Title>
          <Text mb="lg">{t('about.ctaText')}</Text>
          <Group>
            <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} color="white" c="turf.9">
              {t('common:actions.getFreeQuote')}
            </Button>
            <Button component="a" href={call.href} variant="outline" color="white">
              {call.shownPhone ? `${call.label}: ${call.shownPhone}` : call.label}
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
