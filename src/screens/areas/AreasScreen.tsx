import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ZipCheck } from '@/features/quote/ZipCheck';
import type { PageProps } from '@/lib/page-data';
import { AreaCardView } from './AreaCardView';
import type { AreasData } from '@/lib/screen-data/areas';

/** Areas we serve: ZIP check, then featured and extended area cards. */
export default function AreasScreen({ lang, data }: PageProps<AreasData>) {
  const { t } = useTranslation('pages');
  const featured = data.areas.filter((a) => a.featured);
  const more = data.areas.filter((a) => !a.featured);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{t('areas.title')}</Title>
          <Text size="lg">{t('areas.intro')}</Text>
        </Stack>

        {/* The ZIP check is its own section, with its own heading. */}
        <ZipCheck id="zip-check" />

        <section aria-labelledby="featured-areas">
          <Title order={2} id="featured-areas" mb="md">
            {t('areas.featuredHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {featured.map((area) => (
              <AreaCardView key={area.slug} area={area} lang={lang} headingOrder={3} />
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="more-areas">
          <Title order={2} id="more-areas" mb="md">
            {t('areas.moreHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {more.map((area) => (
              <AreaCardView key={area.slug} area={area} lang={lang} headingOrder={3} />
            ))}
          </SimpleGrid>
          {data.alsoServing.length > 0 && (
            <Text mt="lg">{t('areas.alsoServing', { places: new Intl.ListFormat(lang, { type: 'conjunction' }).format(data.alsoServing) })}</Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
