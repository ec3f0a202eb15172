import Link from 'next/link';
import { Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { OpeningHours } from './OpeningHours';
import classes from './Header.module.css';

const SERVICES = ['sodDelivery', 'bulkDelivery'] as const;

/** Desktop Services dropdown: each service with a short description, and the service hours. */
export function ServicesMenu({ lang, current }: { lang: Lang; current: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start" offset={6} width={340} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-current={current || undefined}>
          {t('nav.services')} <span aria-hidden>▾</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('menu.servicesLabel')}>
        {SERVICES.map((id) => (
          <Menu.Item key={id} component={Link} href={pathFor(lang, id)} locale={false}>
            <Text fw={700} size="sm">
              {t(`nav.${id}`)}
            </Text>
            <Text size="xs" c="gray.7">
              {t(`menu.${id}Text`)}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Item component={Link} href={pathFor(lang, 'services')} locale={false} fz="sm" c="turf.8">
          {t('menu.allServices')} →
        </Menu.Item>
        <Menu.Divider />
        <Box px="sm" py={6}>
          <Text size="xs" fw={700} c="gray.7" tt="uppercase">
            {t('menu.serviceHours')}
          </Text>
          <OpeningHours size="xs" />
        </Box>
      </Menu.Dropdown>
    </Menu>
  );
}
