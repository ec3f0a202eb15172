import Link from 'next/link';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';

/** The quote page, with the product to start with when there is one. */
export const quoteHref = (lang: Lang, product?: string) => (product ? `${pathFor(lang, 'quote')}?product=${encodeURIComponent(product)}` : pathFor(lang, 'quote'));

/** The two next steps on a product or service page: get a free quote (for `product`, a slug, when given), or call. */
export function QuoteCallButtons({ lang, product }: { lang: Lang; product?: string }) {
  const { t } = useTranslation('common');
  const call = useCallLink();
  return (
    <Group>
      <Button component={Link} prefetch={false} href={quoteHref(lang, product)} locale={false} size="md">
        {t('actions.getFreeQuote')}
      </Button>
      <Button component="a" href={call.href} variant="outline" size="md">
        {call.label}
      </Button>
    </Group>
  );
}
