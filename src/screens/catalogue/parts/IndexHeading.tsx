import { Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import type { Lang } from '@/i18n/languages';
import type { Crumb } from '@/lib/structured-data';

/** The top of a page that leads to others (all products, all services): where it is, its title and what it offers. */
export function IndexHeading({ lang, crumbs, title, intro }: { lang: Lang; crumbs: Crumb[]; title: string; intro: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Breadcrumbs lang={lang} crumbs={crumbs} label={t('breadcrumbLabel')} />
      <Title order={1}>{title}</Title>
      <Text size="lg" mt="sm" mb="xl" maw={720}>
        {intro}
      </Text>
    </>
  );
}
