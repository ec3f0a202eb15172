import Link from 'next/link';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { DESKTOP_VARIETIES, varietyHref, type MenuCategory } from '@/routing/menu';
import classes from './Header.module.css';

/** The desktop Products dropdown's panel: each category with its variety count and first three varieties. */
export function ProductsPanel({ lang, menu }: { lang: Lang; menu: MenuCategory[] }) {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={3} spacing="xs" p="xs">
      {menu.map((category) => {
        const name = t(`nav.${category.key}`);
        return (
          <ul key={category.key} className={classes.panelList}>
            <li>
              <Link prefetch={false} href={pathFor(lang, category.key)} locale={false} className={classes.panelLink}>
                <strong>{name}</strong>{' '}
                <Text span size="xs" c="gray.7">
                  ({t('menu.varietyCount', { count: category.count })})
                </Text>
              </Link>
            </li>
            {category.varieties.slice(0, DESKTOP_VARIETIES).map((v) => (
              <li key={v.slug}>
                <Link prefetch={false} href={varietyHref(lang, category.key, v.slug)} locale={false} className={classes.panelLink} style={{ paddingLeft: '1.5rem' }}>
                  {v.name}
                </Link>
              </li>
            ))}
            {category.count > DESKTOP_VARIETIES && (
              <li>
                <Link prefetch={false} href={pathFor(lang, category.key)} locale={false} className={classes.panelLink} style={{ paddingLeft: '1.5rem', color: 'var(--mantine-color-turf-8)' }}>
                  {t('menu.moreVarieties', { name })} →
                </Link>
              </li>
            )}
          </ul>
        );
      })}
      <Box p="sm" bg="turf.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text fw={700}>{t('menu.helpTitle')}</Text>
        <Text size="sm" mb="sm">
          {t('menu.helpText')}
        </Text>
        <Link prefetch={false} href={pathFor(lang, 'quote')} locale={false} className={classes.panelCta}>
          {t('actions.getFreeQuote')}
        </Link>
        <Link prefetch={false} href={pathFor(lang, 'products')} locale={false} className={classes.panelLink} style={{ marginTop: '0.5rem' }}>
          {t('nav.products')} →
        </Link>
      </Box>
    </SimpleGrid>
  );
}
