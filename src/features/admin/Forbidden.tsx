import Link from 'next/link';
import { useRouter } from 'next/router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { langFromLocale } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';

/** Shown (with status 403) to signed-in people without a staff role, and to staff on an admin-only page. */
export function Forbidden({ staffOnAdminPage = false }: { staffOnAdminPage?: boolean }) {
  const { t } = useTranslation('admin');
  const { locale } = useRouter();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={56} fw={800} c="soil.7" aria-hidden>
          403
        </Text>
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text>{t(staffOnAdminPage ? 'forbidden.adminOnly' : 'forbidden.message')}</Text>
        <Button component={Link} href={pathFor(langFromLocale(locale), 'home')} locale={false}>
          {t('forbidden.home')}
        </Button>
      </Stack>
    </Container>
  );
}
