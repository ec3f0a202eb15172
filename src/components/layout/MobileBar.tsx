import Link from 'next/link';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

/** The fixed bottom bar on phones: call and quote (spec section 1). */
export function MobileBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const call = useCallLink();
  return (
    <Group
      hiddenFrom="sm"
      grow
      gap="xs"
      p="xs"
      aria-label={t('mobileBar.label')}
      role="region"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 90, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Button component="a" href={call.href} variant="outline" size="md">
        {call.label}
      </Button>
      <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} size="md">
        {t('actions.getQuote')}
      </Button>
    </Group>
  );
}
