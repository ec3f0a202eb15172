import Link from 'next/link';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

/** "Not sure what you need?" box with quote and call buttons, closing each catalogue page. */
export function CallToAction({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogue');
  const call = useCallLink();
  return (
    <Container size="lg" py="xl">
      <Paper p="xl" radius="md" bg="turf.8" c="white" component="section" aria-labelledby="catalogue-cta-title">
        <Title order={2} id="catalogue-cta-title">
          {t('cta.title')}
        </Title>
        <Text mt="xs" mb="md">
          {t('cta.text')}
        </Text>
        <Group>
          <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} variant="white" color="turf.9">
            {t('common:actions.getFreeQuote')}
          </Button>
          <Button component="a" href={call.href} variant="outline" color="white">
            {call.label}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
