import type { ReactNode } from 'react';
import Link from 'next/link';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

/** The site's closing call-to-action box (home page, catalogue and service pages): a title, a line and its buttons on green. */
export function CallToActionBox({ id, title, text, centered = false, children }: { id: string; title: string; text: string; centered?: boolean; children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Paper p="xl" radius="md" bg="turf.8" c="white" ta={centered ? 'center' : undefined} component="section" aria-labelledby={id}>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text mt="xs" mb="md">
          {text}
        </Text>
        <Group justify={centered ? 'center' : undefined}>{children}</Group>
      </Paper>
    </Container>
  );
}

/** "Not sure what you need?" box with quote and call buttons, closing each catalogue page. */
export function CallToAction({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogue');
  const call = useCallLink();
  return (
    <CallToActionBox id="catalogue-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <Button component={Link} href={pathFor(lang, 'quote')} locale={false} variant="white" color="turf.9">
        {t('common:actions.getFreeQuote')}
      </Button>
      <Button component="a" href={call.href} variant="outline" color="white">
        {call.label}
      </Button>
    </CallToActionBox>
  );
}
