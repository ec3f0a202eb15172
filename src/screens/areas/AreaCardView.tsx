import Link from 'next/link';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { intlLocale, type Lang } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import type { AreaCard } from '@/lib/screen-data/areas';

/** One service area: name, delivery time, description, links to its page and to a quote. */
export function AreaCardView({ area, lang, headingOrder }: { area: AreaCard; lang: Lang; headingOrder: 3 | 4 }) {
  const { t } = useTranslation('pages');
  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} size="h4">
            {area.name}
          </Title>
          <Badge variant="light" color="turf" style={{ flexShrink: 0 }}>
            {area.deliveryTime}
          </Badge>
        </Group>
        <Text size="sm">{area.description}</Text>
        <Text size="sm" c="gray.7">
          {[
            area.population !== null ? t('areas.population', { value: area.population.toLocaleString(intlLocale[lang]) }) : null,
            area.distanceMinutes !== null ? t('areas.distance', { minutes: area.distanceMinutes }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group mt="auto" gap="sm">
          <Button component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: area.slug })} locale={false} variant="light">
            {t('areas.viewArea', { name: area.name })}
          </Button>
          <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} variant="outline">
            {t('areas.quoteFor', { name: area.name })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
