import Link from 'next/link';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { OpeningHours } from './OpeningHours';
import classes from './Header.module.css';

const SERVICES = ['sodDelivery', 'bulkDelivery'] as const;

/** The desktop Services dropdown's panel: each service with a short description, and the service hours. */
export function ServicesPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  return (
    <>
      <ul className={classes.panelList}>
        {SERVICES.map((id) => (
          <li key={id}>
            <Link prefetch={false} href={pathFor(lang, id)} locale={false} className={classes.panelLink}>
              <Text fw={700} size="sm">
                {t(`nav.${id}`)}
              </Text>
              <Text size="xs" c="gray.7">
                {t(`menu.${id}Text`)}
              </Text>
            </Link>
          </li>
        ))}
        <li>
          <Link prefetch={false} href={pathFor(lang, 'services')} locale={false} className={classes.panelLink} style={{ color: 'var(--mantine-color-turf-8)' }}>
            {t('menu.allServices')} →
          </Link>
        </li>
      </ul>
      <hr className={classes.panelDivider} />
      <Box px="sm" py={6}>
        <Text size="xs" fw={700} c="gray.7" tt="uppercase">
          {t('menu.serviceHours')}
        </Text>
        <OpeningHours size="xs" />
      </Box>
    </>
  );
}
