import Link from 'next/link';
import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { telHref } from '@/config/business';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import { QuoteCalculator } from '@/features/quote/QuoteCalculator';
import { MembershipCard } from '@/features/leads/MembershipCard';

export default function HomeScreen({ lang }: PageProps) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Container size="lg" py={64}>
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('home:hero.title')}</Title>
        <Text size="xl">{t('home:hero.subtitle')}</Text>
        <Group>
          <Button component={Link} href={pathFor(lang, 'quote')} locale={false} size="lg">
            {t('common:actions.getFreeQuote')}
          </Button>
          <Button component="a" href={telHref()} size="lg" variant="outline">
            {t('common:actions.call')}
          </Button>
        </Group>
        <Group gap="xs">
          <Badge variant="light" size="lg">{t('home:hero.badges.delivery')}</Badge>
          <Badge variant="light" size="lg">{t('home:hero.badges.quality')}</Badge>
          <Badge variant="light" size="lg">{t('home:hero.badges.family')}</Badge>
        </Group>
      </Stack>
      <QuoteCalculator id="quote-calculator" />
      <MembershipCard />
    </Container>
  );
}
