import { Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/components/RouteLink';
import { openingHoursText } from '@/lib/format';
import { useBusiness } from './business';

/** The opening hours from the business settings, in the page language, with the owner's note. */
export function OpeningHours({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { hours, hoursNote } = useBusiness();
  const note = hoursNote[lang];
  return (
    <>
      {openingHoursText(hours, lang, t).map((line) => (
        <Text size={size} key={line}>
          {line}
        </Text>
      ))}
      {note && <Text size={size}>{note}</Text>}
    </>
  );
}
