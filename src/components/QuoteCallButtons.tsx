import Link from 'next/link';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';

/** The two next steps on a product or service page: get a free quote, or call. */
export function QuoteCallButtons({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const call = useCallLink();
  return (
    <Group>
      <Button component={Link} href={pathFor(lang, 'quote')} locale={false} size="md">
        {t('actions.getFreeQuote')}
      </Button>
      <Button component="a" href={call.href} variant="outline" size="md">
        {call.label}
      </Button>
    </Group>
  );
}
