import Link from 'next/link';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

/** Shown (with status 403) to signed-in people without a staff role. */
export function Forbidden() {
  const { t } = useTranslation('admin');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={56} fw={800} c="soil.7" aria-hidden>
          403
        </Text>
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text>{t('forbidden.message')}</Text>
        <Button component={Link} href="/en">
          {t('forbidden.home')}
        </Button>
      </Stack>
    </Container>
  );
}
