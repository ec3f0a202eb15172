import { useEffect } from 'react';
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { useTranslation } from 'next-i18next/pages';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { siteSlots } from '@/features/site-slots';
import { useBusiness, useCallLink } from '@/components/layout/business';
import { i18nConfig } from '@/i18n/next-i18next.config';
import { langFromLocale, type Lang } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import type { LayoutData } from '@/lib/page-data';
import { layoutData } from '@/server/pages/layout-data';
import { loadSiteFrame } from '@/server/services/site-frame';
import { getDb } from '@/server/db/client';

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const lang = langFromLocale(locale);
  // Rebuilt on demand after a change of the business settings or the frame (revalidation.ts), and
  // every 5 minutes as the other pages.
  return {
    props: { lang, layout: layoutData(await loadSiteFrame(getDb(), lang)), ...(await serverSideTranslations(lang, ['common'], i18nConfig)) },
    revalidate: 300,
  };
};

export default function NotFoundPage({ lang, layout }: { lang: Lang; layout: LayoutData }) {
  return (
    <SiteLayout lang={lang} layout={layout} {...siteSlots(lang)}>
      <NotFound lang={lang} />
    </SiteLayout>
  );
}

function NotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const business = useBusiness();
  const call = useCallLink();
  useEffect(() => {
    console.warn(`404: ${router.asPath}`);
  }, [router.asPath]);
  return (
    <>
      <Head>
        <title>{`${t('notFound.title')} | ${business.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="lg">
          <Text fz={64} fw={800} c="turf.8" aria-hidden>
            404
          </Text>
          <Title order={1}>{t('notFound.title')}</Title>
          <Text size="lg">{t('notFound.message')}</Text>
          <Group justify="center">
            <Button component={Link} href={pathFor(lang, 'home')}>
              {t('notFound.home')}
            </Button>
            <Button variant="outline" onClick={() => router.back()}>
              {t('notFound.back')}
            </Button>
          </Group>
          <Text>
            {call.shownPhone ? t('notFound.callUs') : t('notFound.contactUs')}{' '}
            <a href={call.href} className="theme-link">
              {call.shownPhone ?? call.label}
            </a>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
