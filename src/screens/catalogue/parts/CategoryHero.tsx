import { ResponsiveImage } from '@/components/ResponsiveImage';
import { CategoryImage } from '@/components/CategoryImage';
import type { CategoryKey } from '@/content/types';
import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import type { Crumb } from '@/lib/structured-data';
import type { Lang } from '@/i18n/languages';
import { columnSizes } from '@/components/image-sizes';
import classes from './catalogue.module.css';

// The picture's column: the whole row on phones and tablets, 5 of 12 parts beside the text from md
// up (.heroColumns in catalogue.module.css).
const HERO_SIZES = columnSizes({ base: { share: 1, gaps: 0 }, md: { share: 5 / 12, gaps: 1 } }, 'xl');

interface Props {
  lang: Lang;
  crumbs: Crumb[];
  title: string;
  intro: string;
  image: string;
  /** A category's page: its uploaded photo replaces `image` when there is one. */
  category?: CategoryKey;
  children?: ReactNode;
}

/** Breadcrumbs, the page's h1 and intro, and its (priority) picture. */
export function CategoryHero({ lang, crumbs, title, intro, image, category, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.hero}>
      <Container size="lg" py="xl">
        <Breadcrumbs lang={lang} crumbs={crumbs} label={t('breadcrumbLabel')} />
        <div className={classes.heroColumns}>
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            <Text size="lg">{intro}</Text>
            {children}
          </Stack>
          <div className={classes.heroImage}>
            {category ? (
              <CategoryImage category={category} priority sizes={HERO_SIZES} />
            ) : (
              <ResponsiveImage src={image} alt="" fill priority sizes={HERO_SIZES} />
            )}
          </div>
        </div>
      </Container>
    </div>
  );
}
