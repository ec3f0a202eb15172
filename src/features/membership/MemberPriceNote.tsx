// "Member price" beside a line priced for a member, with the regular unit price struck through
// (issue "Member pricing that pays off"). Nothing for a line at the regular price.
import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

export function MemberPriceNote({ regularCents, lang }: { regularCents: number | null | undefined; lang: Lang }) {
  const { t } = useTranslation('membership');
  if (regularCents === null || regularCents === undefined) return null;
  return (
    <Text size="sm" c="turf.8" data-testid="member-price">
      {t('memberPrice')} · <s>{t('regularPrice', { price: formatCents(regularCents, lang) })}</s>
    </Text>
  );
}
