// Every public page: the page table (src/routing/routes.ts) decides which screen a URL is, in which language.
// Pages are generated statically and revalidated; unknown URLs get the localized 404.
import type { GetStaticPaths, GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { siteSlots } from '@/features/site-slots';
import { PageHead } from '@/components/seo/PageHead';
import { screens } from '@/screens';
import { i18nConfig } from '@/i18n/next-i18next.config';
import { isLang, languages } from '@/i18n/languages';
import { matchRoute, pathFor, privateRoutes } from '@/routing/routes';
import { pageDefinition } from '@/server/pages/definitions';
import { publicPages } from '@/server/pages/public-pages';
import { layoutData } from '@/server/pages/layout-data';
import { loadSiteFrame } from '@/server/services/site-frame';
import { getDb } from '@/server/db/client';
import { translate } from '@/server/i18n/translate';
import type { PageProps } from '@/lib/page-data';

const DEFAULT_REVALIDATE_SECONDS = 300;

export const getStaticPaths: GetStaticPaths = async () => {
  const pages = await publicPages();
  const paths = pages.flatMap(({ id, params }) =>
    languages.map((lang) => ({ params: { slug: pathFor(lang, id, params).split('/').filter(Boolean).slice(1) }, locale: lang })),
  );
  return { paths, fallback: 'blocking' };
};

export const getStaticProps: GetStaticProps<PageProps> = async ({ params, locale }) => {
  if (!isLang(locale)) return { notFound: true };
  const slug = params?.slug;
  const match = matchRoute(locale, Array.isArray(slug) ? slug : []);
  if (!match) return { notFound: true };
  const def = await pageDefinition(match.id);
  const frame = await loadSiteFrame(getDb(), locale);
  const result = (await def.load?.({ lang: locale, params: match.params, frame })) ?? {};
  if (result.notFound) return { notFound: true, revalidate: DEFAULT_REVALIDATE_SECONDS };
  if (result.redirectTo) {
    return { redirect: { destination: pathFor(locale, result.redirectTo.id, result.redirectTo.params), permanent: false } };
  }
  const meta = {
    title: translate(locale, `pages:meta.${match.id}.title`),
    description: translate(locale, `pages:meta.${match.id}.description`),
    canonical: match,
    noindex: privateRoutes.includes(match.id),
    ...result.meta,
  };
  return {
    props: {
      ...(await serverSideTranslations(locale, ['common', 'validation', ...(def.ns ?? [])], i18nConfig)),
      lang: locale,
      layout: layoutData(frame),
      route: match,
      meta,
      data: result.data ?? null,
    },
    revalidate: def.revalidate ?? DEFAULT_REVALIDATE_SECONDS,
  };
};

export default function RoutedPage(props: PageProps) {
  const Screen = screens[props.route.id];
  return (
    <SiteLayout lang={props.lang} layout={props.layout} {...siteSlots(props.lang)}>
      <PageHead meta={props.meta} lang={props.lang} />
      <Screen {...props} />
    </SiteLayout>
  );
}
