import Link from 'next/link';
import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

/** From a guide to the calculator's "How much do I need?", which turns an area into pallets or yards. */
export function CoverageLink({ lang }: { lang: Lang }) {
  const { t } = useTranslation('catalogue');
  return (
    <Text size="sm" mt="md">
      {t('coverageLink.text')}{' '}
      <Link prefetch={false} href={`${pathFor(lang, 'quote')}#quote-calculator`} locale={false} className="theme-link">
        {t('coverageLink.link')}
      </Link>
    </Text>
  );
}
