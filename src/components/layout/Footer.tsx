import Link from 'next/link';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { telHref, phoneText } from '@/config/business';
import { addressLine } from '@/domain/business-facts';
import { useBusiness } from './business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { LayoutData } from '@/lib/page-data';
import { productNav } from '@/routing/nav';
import { OpeningHours } from './OpeningHours';

/** `year`: the page's build year (LayoutData), not the founding year. */
export function Footer({ lang, areas, year }: { lang: Lang; areas: LayoutData['footerAreas']; year: LayoutData['year'] }) {
  const { t } = useTranslation('common');
  const business = useBusiness();
  return (
    <footer className="site-footer" style={{ background: 'var(--mantine-color-turf-9)', color: '#fff' }}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {business.name}
            </Title>
            <Text size="sm">{t('footer.tagline')}</Text>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {addressLine(business)}
            </Text>
            {business.phone && (
              <Anchor href={telHref(business.phone)} c="white" size="sm">
                {phoneText(business.phone)}
              </Anchor>
            )}
            {business.email && (
              <Anchor href={`mailto:${business.email}`} c="white" size="sm">
                {business.email}
              </Anchor>
            )}
            {(business.links.facebook || business.links.instagram) && (
              <Group gap="sm">
                {business.links.facebook && (
                  <Anchor href={business.links.facebook} c="white" size="sm" rel="noopener">
                    Facebook
                  </Anchor>
                )}
                {business.links.instagram && (
                  <Anchor href={business.links.instagram} c="white" size="sm" rel="noopener">
                    Instagram
                  </Anchor>
                )}
              </Group>
            )}
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.products')}>
            <Title order={2} size="h5">
              {t('footer.products')}
            </Title>
            {productNav.map((id) => (
              <Anchor key={id} component={Link} prefetch={false} href={pathFor(lang, id)} locale={false} c="white" size="sm">
                {t(`nav.${id}`)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6} component="nav" aria-label={t('footer.areas')}>
            <Title order={2} size="h5">
              {t('footer.areas')}
            </Title>
            {areas.map((area) => (
              <Anchor key={area.slug} component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: area.slug })} locale={false} c="white" size="sm">
                {area.name}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5">
              {t('footer.hours')}
            </Title>
            <OpeningHours />
          </Stack>
        </SimpleGrid>
        <Text size="xs" mt="xl" ta="center">
          © {year} {business.name}. {t('footer.rights')} ·{' '}
          <Anchor component={Link} prefetch={false} href={pathFor(lang, 'privacy')} locale={false} c="white" size="xs">
            {t('footer.privacy')}
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} prefetch={false} href={pathFor(lang, 'terms')} locale={false} c="white" size="xs">
            {t('footer.terms')}
          </Anchor>
        </Text>
      </Container>
    </footer>
  );
}
