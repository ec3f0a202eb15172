import Link from 'next/link';
import { Box, Button, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { menuCatalogue } from './menu-catalogue';
import { DESKTOP_VARIETIES, varietyHref } from './menu';
import classes from './Header.module.css';

/** Desktop Products dropdown: each category with its variety count and first three varieties. */
export function ProductsMenu({ lang, current }: { lang: Lang; current: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start" offset={6} width={760} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-current={current || undefined}>
          {t('nav.products')} <span aria-hidden>▾</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('menu.productsLabel')}>
        <SimpleGrid cols={3} spacing="xs" p="xs">
          {menuCatalogue.map((category) => {
            const name = t(`nav.${category.key}`);
            return (
              <Box key={category.key}>
                <Menu.Item component={Link} href={pathFor(lang, category.key)} locale={false} fw={700}>
                  {name}{' '}
                  <Text span size="xs" c="gray.7" fw={400}>
                    ({t('menu.varietyCount', { count: category.count })})
                  </Text>
                </Menu.Item>
                {category.varieties.slice(0, DESKTOP_VARIETIES).map((v) => (
                  <Menu.Item key={v.slug} component={Link} href={varietyHref(lang, category.key, v.slug)} locale={false} pl="lg" fz="sm">
                    {v.name[lang]}
                  </Menu.Item>
                ))}
                {category.count > DESKTOP_VARIETIES && (
                  <Menu.Item component={Link} href={pathFor(lang, category.key)} locale={false} pl="lg" fz="sm" c="turf.8">
                    {t('menu.moreVarieties', { name })} →
                  </Menu.Item>
                )}
              </Box>
            );
          })}
          <Box p="sm" bg="turf.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fw={700}>{t('menu.helpTitle')}</Text>
            <Text size="sm" mb="sm">
              {t('menu.helpText')}
            </Text>
            <Menu.Item component={Link} href={pathFor(lang, 'quote')} locale={false} p={0}>
              <Button component="span" size="sm" fullWidth>
                {t('actions.getFreeQuote')}
              </Button>
            </Menu.Item>
            <Menu.Item component={Link} href={pathFor(lang, 'products')} locale={false} fz="sm" mt="xs">
              {t('nav.products')} →
            </Menu.Item>
          </Box>
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
