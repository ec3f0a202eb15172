import Link from 'next/link';
import { Anchor, Box, Text } from '@mantine/core';
import { pathFor } from '@/routing/routes';
import type { Crumb } from '@/lib/structured-data';
import type { Lang } from '@/i18n/languages';
import classes from './Breadcrumbs.module.css';

interface Props {
  lang: Lang;
  crumbs: readonly Crumb[];
  /** Translated name of the trail for screen readers ('Breadcrumb' / 'Ruta de navegación'). */
  label: string;
}

/**
 * Visible breadcrumb trail: a labelled nav with an ordered list; the last crumb is the
 * current page (not a link, aria-current). Pair with breadcrumbJsonLd for search engines.
 */
export function Breadcrumbs({ lang, crumbs, label }: Props) {
  return (
    <Box component="nav" aria-label={label} mb="md">
      <ol className={classes.list}>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.id}-${i}`} className={classes.item}>
              {last ? (
                <Text component="span" size="sm" fw={600} aria-current="page">
                  {crumb.label}
                </Text>
              ) : (
                <Anchor component={Link} prefetch={false} href={pathFor(lang, crumb.id, crumb.params)} locale={false} size="sm">
                  {crumb.label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
