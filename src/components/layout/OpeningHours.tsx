import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { business } from '@/config/business';
import { useLang } from '@/components/RouteLink';
import { formatTimeOfDay } from '@/lib/format';

/** The opening hours from the business facts, in the page language. */
export function OpeningHours({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const [weekdays, saturday] = business.hours;
  return (
    <>
      <Text size={size}>
        {t('hours.weekdays')}: {formatTimeOfDay(weekdays!.opens, lang)} - {formatTimeOfDay(weekdays!.closes, lang)}
      </Text>
      <Text size={size}>
        {t('hours.saturday')}: {formatTimeOfDay(saturday!.opens, lang)} - {formatTimeOfDay(saturday!.closes, lang)}
      </Text>
      <Text size={size}>
        {t('hours.sunday')}: {t('hours.closed')}
      </Text>
    </>
  );
}
